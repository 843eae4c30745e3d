import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AppLink } from './AppLink.tsx';
import { paths } from '../../machines/shared/paths.ts';

// The menu needs the floating-element code; visitors who are signed out never load it.
const AccountMenu = lazy(() =>
  import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })),
);

export type AccountStatus =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'signedIn'; fullName: string | null | undefined };

/** The label of the signed-in account button: the first word of the full name, upper-cased. */
export function accountLabel(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first.toUpperCase() : 'ACCOUNT';
}

export function AccountControl({
  status,
  onSignOut,
}: {
  status: AccountStatus;
  onSignOut: () => void;
}) {
  if (status.kind === 'loading') {
    return (
      <Button variant="default" disabled aria-busy>
        LOADING
      </Button>
    );
  }
  if (status.kind === 'signedOut') {
    return (
      <Button component={AppLink} to={paths.login}>
        LOGIN
      </Button>
    );
  }
  const label = accountLabel(status.fullName);
  return (
    <Suspense fallback={<Button variant="light">{label}</Button>}>
      <AccountMenu label={label} onSignOut={onSignOut} />
    </Suspense>
  );
}
