import { z } from '../../services/zod.ts';
import type { Location } from 'react-router-dom';
import { isTrueFlag, readLinkParams } from '../../../machines/authForms/linkParams.ts';

/** Router state other screens hand to /login (spec section 2): fromSignup, email, from.pathname. */
const loginStateSchema = z
  .object({
    fromSignup: z.boolean().optional().catch(undefined),
    email: z.string().optional().catch(undefined),
    from: z.object({ pathname: z.string() }).optional().catch(undefined),
  })
  .catch({});

export interface LoginArrival {
  email: string;
  /** confirmation=true or justVerified=true: the green banner. */
  verified: boolean;
  from: string | null;
}

/** What the address and router state say about why the person is on /login. */
export function readLoginArrival(
  location: Pick<Location, 'search' | 'hash' | 'state'>,
): LoginArrival {
  const params = readLinkParams(location.search, location.hash);
  const state = loginStateSchema.parse(location.state ?? {});
  const from = state.from?.pathname;
  return {
    email: params.get('email') ?? state.email ?? '',
    verified: isTrueFlag(params.get('confirmation')) || isTrueFlag(params.get('justVerified')),
    // Only in-app paths are remembered, and never the login page itself.
    from: from && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : null,
  };
}
