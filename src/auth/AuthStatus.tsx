import { createContext, useContext } from 'react';
import type { AccountStatus } from '../components/AccountControl.tsx';

export interface AuthStatusValue {
  status: AccountStatus;
  signOut: () => void;
}

const signedOut: AuthStatusValue = { status: { kind: 'signedOut' }, signOut: () => {} };

/** What the shell needs to know of authentication: loading, signed out, or who is signed in. */
export const AuthStatusContext = createContext<AuthStatusValue>(signedOut);

export function useAuthStatus(): AuthStatusValue {
  return useContext(AuthStatusContext);
}

export function useIsSignedIn(): boolean {
  return useAuthStatus().status.kind === 'signedIn';
}
