import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  EmailField,
  FormError,
  OtherFormLink,
  SubmitButton,
} from '../../components/auth/FormParts.tsx';
import { useArrival } from '../../hooks/useArrival.ts';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { messages } from '../../../machines/texts/messages.ts';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import * as login from '../../../machines/login/login.selectors.ts';
import { loginSchema, type LoginValues } from '../../../machines/authForms/schemas.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { AuthCard } from '../../components/auth/AuthCard.tsx';
import { PasswordField } from '../../components/auth/PasswordField.tsx';
import { authLabels } from '../../../machines/texts/auth.ts';
import { readLoginArrival, type LoginArrival } from '../../components/auth/arrival.ts';
import { authScreen, useAuthForm } from '../../components/auth/authScreen.tsx';
import { showToast } from '../../services/effects.ts';
import { readSession, sessionKeys, writeSession } from '../../services/localStore.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { useLoginDestination } from '../../auth/session.tsx';

const { Actor: LoginActor, Screen } = authScreen(loginMachine, 'login');
const labels = authLabels.login;
const KEEP_STATE = { keepState: true };

export function LoginPage() {
  // Query and hash are read once, then cleared from the address bar (spec section 2, Login);
  // the router state (the remembered page) is kept.
  const arrival = useArrival(readLoginArrival, KEEP_STATE);

  useEffect(() => {
    if (!arrival.verified || !arrival.email) return;
    // Once per browser session, however often the link or the page is reopened.
    if (readSession(sessionKeys.verifiedToastShown) === 'true') return;
    writeSession(sessionKeys.verifiedToastShown, 'true');
    showToast({ type: 'effect.toast', tone: 'success', message: messages.login.verifiedToast });
  }, [arrival]);

  return (
    <Screen input={{ prefillEmail: arrival.email }}>
      <LoginView arrival={arrival} />
    </Screen>
  );
}

function LoginView({ arrival }: { arrival: LoginArrival }) {
  const actor = LoginActor.useActorRef();
  const destination = useLoginDestination(arrival.from);
  // While a sign-in is answered the form stays, so its success toast is shown first.
  const signingIn = LoginActor.useSelector(login.selectSigningIn);
  const error = LoginActor.useSelector(login.selectError);
  const knownEmail = LoginActor.useSelector(login.selectKnownEmail);
  const loggingIn = LoginActor.useSelector(login.selectLoggingIn);
  const resending = LoginActor.useSelector(login.selectResending);
  const canSubmit = LoginActor.useSelector(login.selectCanSubmit);
  const canResend = LoginActor.useSelector(login.selectCanResend);

  const form = useAuthForm<LoginValues>(loginSchema, { email: arrival.email, password: '' });

  const submit = form.onSubmit((values) =>
    actor.send({ type: 'login.submit', email: values.email, password: values.password }),
  );

  // Signed in (just now, or already when the page opened): the session says where to go.
  if (destination !== null && !signingIn) return <Navigate to={destination} replace />;

  return (
    <AuthCard title={labels.title} subtitle={labels.subtitle}>
      {arrival.verified && (
        <Alert color="leaf" variant="light" role="status">
          {messages.login.verifiedBanner}
        </Alert>
      )}
      <FormError message={error} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailField {...form.getInputProps('email')} />
          <PasswordField
            label={authLabels.fields.password}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={AppLink} to={paths.resetPassword} size="sm">
              {labels.forgotPassword}
            </Anchor>
          </Group>
          <SubmitButton disabled={!canSubmit} busy={loggingIn} labels={labels} />
        </Stack>
      </form>
      {knownEmail && (
        <Alert color="yellow" variant="light" role="status">
          <Stack gap="xs">
            <Text size="sm">{messages.login.checkEmailNotice}</Text>
            <Button
              variant="outline"
              size="xs"
              color="dark"
              disabled={!canResend}
              onClick={() =>
                actor.send({ type: 'login.resend', email: form.getValues().email || knownEmail })
              }
              style={{ alignSelf: 'flex-start' }}
            >
              {resending ? labels.resending : labels.resend}
            </Button>
          </Stack>
        </Alert>
      )}
      <OtherFormLink question={labels.noAccount} link={labels.signUp} to={paths.signup} />
    </AuthCard>
  );
}
