import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../app/brand.ts';
import { AppLink } from './AppLink.tsx';
import { paths } from '../../machines/shared/paths.ts';

export function SupportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Support" centered>
      <Stack gap="sm">
        <Text>
          Questions about your plan, your budget or your account? Write to us and a person will
          answer within one business day.
        </Text>
        <Anchor
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Help with my meal plan')}`}
        >
          {SUPPORT_EMAIL}
        </Anchor>
        <List size="sm" spacing={4}>
          <List.Item>
            Forgot your password?{' '}
            <Anchor component={AppLink} to={paths.resetPassword} onClick={onClose}>
              Reset it here
            </Anchor>
            .
          </List.Item>
          <List.Item>
            How we use your data:{' '}
            <Anchor component={AppLink} to={paths.privacyPolicy} onClick={onClose}>
              Privacy Policy
            </Anchor>
            .
          </List.Item>
        </List>
      </Stack>
    </Modal>
  );
}
