import { useAppActorRef } from '../../app/inspection.tsx';
import { useArrival } from '../../hooks/useArrival.ts';
import { useMemo } from 'react';
import { messages } from '../../../machines/texts/messages.ts';
import { authCallbackMachine } from '../../../machines/authCallback/authCallback.machine.ts';
import type { CallbackInput } from '../../../machines/authCallback/authCallback.types.ts';
import { isTrueFlag, readLinkParams } from '../../../machines/authForms/linkParams.ts';
import { AuthProgress } from '../../components/auth/AuthCard.tsx';
import { useAuthActors } from '../../components/auth/AuthServicesContext.tsx';
import { useViewEffects } from '../../services/effects.ts';
import type { AnyActorRef } from 'xstate';

const VERIFICATION_TYPES = new Set(['signup', 'email', 'invite']);

/** What a callback URL carries: a PKCE code, tokens, or an error, plus where to go next. */
export function readCallbackLink(search: string, hash: string, origin: string): CallbackInput {
  const params = readLinkParams(search, hash);
  const type = params.get('type');
  return {
    code: params.get('code'),
    accessToken: params.get('access_token'),
    refreshToken: params.get('refresh_token'),
    linkError: params.get('error_description') ?? params.get('error'),
    verificationSignal:
      isTrueFlag(params.get('confirmation')) ||
      isTrueFlag(params.get('justVerified')) ||
      (type !== null && VERIFICATION_TYPES.has(type)),
    email: params.get('email'),
    redirectTo: params.get('redirect_to'),
    origin,
  };
}

export function CallbackPage() {
  // Tokens and codes never stay in the address bar: it is cleaned before the machine starts.
  const link = useArrival((location) =>
    readCallbackLink(location.search, location.hash, window.location.origin),
  );
  const actors = useAuthActors();
  const logic = useMemo(
    () => authCallbackMachine.provide({ actors: actors.authCallback }),
    [actors],
  );

  const actor = useAppActorRef(logic, { input: link });
  return <CallbackView actor={actor} />;
}

/** A child, so its effect subscription is in place before the parent starts the machine. */
function CallbackView({ actor }: { actor: AnyActorRef }) {
  useViewEffects(actor);
  return (
    <AuthProgress
      title={messages.callback.processingTitle}
      body={messages.callback.processingBody}
    />
  );
}
