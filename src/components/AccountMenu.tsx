import { Button, Menu } from '@mantine/core';
import { AppLink } from './AppLink.tsx';
import { paths } from '../../machines/shared/paths.ts';

export function AccountMenu({
  label,
  onSignOut,
  defaultOpened = false,
}: {
  label: string;
  onSignOut: () => void;
  /** Opens at once: the person pressed the button before this menu's code had arrived. */
  defaultOpened?: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200} defaultOpened={defaultOpened}>
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
