import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
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
  return <SignedInAccount label={accountLabel(status.fullName)} onSignOut={onSignOut} />;
}

/**
 * The account button and its menu. Until the menu's code has arrived the button is a stand-in;
 * a press on it then is kept, and the menu opens as soon as it can.
 */
function SignedInAccount({ label, onSignOut }: { label: string; onSignOut: () => void }) {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense
      fallback={
        <Button variant="light" aria-haspopup="menu" onClick={() => setPressedEarly(true)}>
          {label}
        </Button>
      }
    >
      <AccountMenu label={label} onSignOut={onSignOut} defaultOpened={pressedEarly} />
    </Suspense>
  );
}
