import { Anchor, Container, Group, Text } from '@mantine/core';
import { AppLink } from './AppLink.tsx';
import { paths } from '../../machines/shared/paths.ts';
import { COMPANY_NAME } from '../app/brand.ts';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer>
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {year} {COMPANY_NAME}. All rights reserved.
          </Text>
          <Group gap="md">
            <Anchor component={AppLink} to={paths.privacyPolicy} size="sm" c="dimmed">
              Privacy Policy
            </Anchor>
            <Anchor component={AppLink} to={paths.terms} size="sm" c="dimmed">
              Terms &amp; Conditions
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
