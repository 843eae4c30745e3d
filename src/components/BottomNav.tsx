import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AppLink } from './AppLink.tsx';
import { paths } from '../../machines/shared/paths.ts';
import { CalendarIcon, CartIcon, HomeIcon, UserIcon, WalletIcon } from './icons.tsx';

interface NavEntry {
  label: string;
  to: string;
  /** First path segments that make this entry the active one. */
  segments: string[];
  icon: ReactNode;
}

export const bottomNavEntries: NavEntry[] = [
  { label: 'Home', to: paths.dashboard, segments: ['dashboard', ''], icon: <HomeIcon /> },
  { label: 'Meal Plan', to: paths.mealPlan, segments: ['meal-plan'], icon: <CalendarIcon /> },
  { label: 'Shopping', to: paths.shoppingList, segments: ['shopping-list'], icon: <CartIcon /> },
  { label: 'Budget', to: paths.budgetTracker, segments: ['budget-tracker'], icon: <WalletIcon /> },
  { label: 'Profile', to: paths.profileReview, segments: ['profile-review'], icon: <UserIcon /> },
];

/** The entry that is active for a path, decided by its first segment (spec section 2). */
export function activeBottomNavEntry(pathname: string): NavEntry | undefined {
  const first = pathname.split('/')[1] ?? '';
  return bottomNavEntries.find((entry) => entry.segments.includes(first));
}

export const BOTTOM_NAV_HEIGHT = 64;

/** Signed-in navigation for small screens; the layout decides when to show it. */
export function BottomNav() {
  const { pathname } = useLocation();
  const active = activeBottomNavEntry(pathname);
  return (
    <Paper
      component="nav"
      aria-label="Main navigation"
      shadow="md"
      radius={0}
      withBorder
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      h={BOTTOM_NAV_HEIGHT}
      style={{ zIndex: 100 }}
    >
      <Group h="100%" grow gap={0} wrap="nowrap">
        {bottomNavEntries.map((entry) => {
          const isActive = entry === active;
          return (
            <UnstyledButton
              key={entry.label}
              component={AppLink}
              to={entry.to}
              aria-current={isActive ? 'page' : undefined}
              h="100%"
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 2,
                color: isActive ? 'var(--mantine-color-leaf-8)' : 'var(--mantine-color-gray-7)',
              }}
            >
              {entry.icon}
              <Text size="xs" fw={isActive ? 800 : 500}>
                {entry.label}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </Paper>
  );
}
