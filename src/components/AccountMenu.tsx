import { Button, Menu } from '@mantine/core';
import { AppLink } from './AppLink.tsx';
import { paths } from '../../machines/shared/paths.ts';

export function AccountMenu({ label, onSignOut }: { label: string; onSignOut: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <Button variant="light">{label}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={AppLink} to={paths.profileReview}>
          Profile Settings
        </Menu.Item>
        <Menu.Item color="red" onClick={onSignOut}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
