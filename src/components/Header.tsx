import {
  Box,
  Burger,
  Button,
  Collapse,
  Container,
  Group,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from './AppLink.tsx';
import { useFocusBack } from '../hooks/useFocusBack.ts';
import { activeBottomNavEntry, bottomNavEntries } from './BottomNav.tsx';
import { LeafIcon } from './icons.tsx';
import { paths } from '../../machines/shared/paths.ts';
import { PRODUCT_NAME } from '../app/brand.ts';

// The dialog (and the overlay code it needs) loads only when someone asks for support.
const SupportDialog = lazy(() =>
  import('./SupportDialog.tsx').then((m) => ({ default: m.SupportDialog })),
);

export const HEADER_HEIGHT = 64;

interface HeaderProps {
  /** The account control (LOADING, LOGIN or the signed-in menu). */
  account: ReactNode;
  signedIn: boolean;
}

/**
 * The five signed-in destinations on wide screens (phones have the bottom navigation): the
 * same entries and the same active rule as the bottom navigation.
 */
function DesktopNav() {
  const { pathname } = useLocation();
  const active = activeBottomNavEntry(pathname);
  return (
    <Group component="nav" aria-label="Main navigation" gap={2} wrap="nowrap" visibleFrom="sm">
      {bottomNavEntries.map((entry) => (
        <Button
          key={entry.label}
          component={AppLink}
          to={entry.to}
          variant={entry === active ? 'light' : 'subtle'}
          color={entry === active ? 'leaf' : 'dark'}
          size="compact-md"
          aria-current={entry === active ? 'page' : undefined}
        >
          {entry.label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * Wide screens show SUPPORT next to the account control; phones (below the theme's `sm`, the
 * app's MOBILE_BREAKPOINT_PX) show a menu button that opens SUPPORT and SIGN UP. The choice is
 * the stylesheet's (`visibleFrom` / `hiddenFrom`), not the script's, so the HTML the build
 * prerenders is right on every screen before any script runs.
 */
export function Header({ account, signedIn }: HeaderProps) {
  const [menuOpen, menu] = useDisclosure(false);
  const [supportOpen, support] = useDisclosure(false);
  // Closing Support gives focus back to the button that opened it, or on a phone to the menu
  // button (the menu, and the SUPPORT inside it, closed as the dialog opened).
  const burger = useRef<HTMLButtonElement>(null);
  const supportOpener = useRef<HTMLElement | null>(null);
  useFocusBack(supportOpen, supportOpener);
  const supportButton = (visibility: { visibleFrom?: 'sm' }) => (
    <Button
      variant="subtle"
      color="dark"
      {...visibility}
      onClick={(event) => {
        supportOpener.current = menuOpen ? burger.current : event.currentTarget;
        menu.close();
        support.open();
      }}
    >
      SUPPORT
    </Button>
  );

  return (
    <Box
      component="header"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      bg="white"
    >
      <Container size="lg" h={HEADER_HEIGHT}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={AppLink} to={paths.home} aria-label={`${PRODUCT_NAME} home`}>
            <Group gap={8} wrap="nowrap">
              <Box c="leaf.8" display="flex">
                <LeafIcon width={28} height={28} />
              </Box>
              <Text fw={900} fz="xl" c="leaf.9" style={{ letterSpacing: '-0.02em' }}>
                {PRODUCT_NAME}
              </Text>
            </Group>
          </UnstyledButton>
          {signedIn ? <DesktopNav /> : null}
          <Group gap="xs" wrap="nowrap">
            {supportButton({ visibleFrom: 'sm' })}
            {account}
            <Burger
              ref={burger}
              hiddenFrom="sm"
              opened={menuOpen}
              onClick={menu.toggle}
              size="sm"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
            />
          </Group>
        </Group>
      </Container>
      <Collapse expanded={menuOpen} hiddenFrom="sm">
        <Group id="mobile-menu" px="md" pb="sm" gap="xs">
          {supportButton({})}
          {!signedIn && (
            <Button component={AppLink} to={paths.signup} variant="light" onClick={menu.close}>
              SIGN UP
            </Button>
          )}
        </Group>
      </Collapse>
      {supportOpen && (
        <Suspense fallback={null}>
          <SupportDialog opened onClose={support.close} />
        </Suspense>
      )}
    </Box>
  );
}
