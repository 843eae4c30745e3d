/**
 * The actor sets of the account screens' machines, one per machine (shaped like the plan
 * pages' live sets and src/demo/demoActors.ts). Each actor is one call of the account services:
 * supabase-js in the app (authApi.ts), or a test's own services.
 */
import { fromPromise } from 'xstate';
import type {
  CurrentSessionOutput,
  EmailInput,
} from '../../../machines/authForms/session.types.ts';
import type {
  EstablishSessionInput,
  EstablishSessionOutput,
  ProfileLookupInput,
  ProfileLookupOutput,
} from '../../../machines/authCallback/authCallback.types.ts';
import type { SignInInput, SignInOutput } from '../../../machines/login/login.types.ts';
import type {
  NewPasswordInput,
  RecoverySessionInput,
  RecoverySessionOutput,
} from '../../../machines/passwordUpdate/passwordUpdate.types.ts';
import type { SignUpInput, SignUpOutput } from '../../../machines/signup/signup.types.ts';
import type { AuthServices } from '../authApi.ts';

export function authActorsOf(services: AuthServices) {
  const resendVerification = fromPromise<void, EmailInput>(({ input }) =>
    services.resendVerification(input),
  );
  return {
    login: {
      signIn: fromPromise<SignInOutput, SignInInput>(({ input }) => services.signIn(input)),
      resendVerification,
    },
    signup: {
      readSession: fromPromise<CurrentSessionOutput>(() => services.readSession()),
      signUp: fromPromise<SignUpOutput, SignUpInput>(({ input }) => services.signUp(input)),
      resendVerification,
    },
    resetRequest: {
      requestPasswordReset: fromPromise<void, EmailInput>(({ input }) =>
        services.requestPasswordReset(input),
      ),
    },
    passwordUpdate: {
      establishRecoverySession: fromPromise<RecoverySessionOutput, RecoverySessionInput>(
        ({ input }) => services.establishRecoverySession(input),
      ),
      updatePassword: fromPromise<void, NewPasswordInput>(({ input }) =>
        services.updatePassword(input),
      ),
      endRecoverySession: fromPromise<void>(() => services.endRecoverySession()),
    },
    authCallback: {
      establishSession: fromPromise<EstablishSessionOutput, EstablishSessionInput>(({ input }) =>
        services.establishSession(input),
      ),
      findOnboardingProfile: fromPromise<ProfileLookupOutput, ProfileLookupInput>(({ input }) =>
        services.findOnboardingProfile(input),
      ),
    },
  };
}

/** Every account screen's actor set, by machine. */
export type AuthActors = ReturnType<typeof authActorsOf>;
