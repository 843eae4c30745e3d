import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import {
  EmailField,
  FormError,
  NewPasswordFields,
  OtherFormLink,
  SubmitButton,
} from '../../components/auth/FormParts.tsx';
import { useEffect } from 'react';
import { messages } from '../../../machines/texts/messages.ts';
import { signupMachine } from '../../../machines/signup/signup.machine.ts';
import * as signup from '../../../machines/signup/signup.selectors.ts';
import { emptySignup, signupSchema } from '../../../machines/authForms/schemas.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { AuthCard } from '../../components/auth/AuthCard.tsx';
import { authLabels } from '../../../machines/texts/auth.ts';
import { authScreen, useAuthForm } from '../../components/auth/authScreen.tsx';
import { paths } from '../../../machines/shared/paths.ts';

const { Actor: SignupActor, Screen } = authScreen(signupMachine, 'signup');
const labels = authLabels.signup;

export function SignupPage() {
  return (
    <Screen>
      <SignupView />
    </Screen>
  );
}

function SignupView() {
  const checkEmail = SignupActor.useSelector(signup.selectCheckEmail);
  return checkEmail ? <CheckEmailPanel /> : <SignupForm />;
}

function SignupForm() {
  const actor = SignupActor.useActorRef();
  const submitting = SignupActor.useSelector(signup.selectSubmitting);
  const canSubmit = SignupActor.useSelector(signup.selectCanSubmit);
  const emailError = SignupActor.useSelector(signup.selectEmailError);
  const formError = SignupActor.useSelector(signup.selectFormError);
  const accountExists = SignupActor.useSelector(signup.selectAccountExists);

  const form = useAuthForm(signupSchema, emptySignup);
  const { setFieldError } = form;

  // The server's verdict on the address belongs under the email field (spec section 8).
  useEffect(() => {
    if (emailError) setFieldError('email', emailError);
  }, [emailError, setFieldError]);

  const submit = form.onSubmit((values) => actor.send({ type: 'signup.submit', ...values }));

  return (
    <AuthCard title={labels.title} subtitle={labels.subtitle}>
      {accountExists && (
        <Alert color="red" variant="light" title={messages.signup.accountExistsTitle}>
          {messages.signup.accountExistsBody}{' '}
          <Anchor component={AppLink} to={paths.login} fw={700} size="sm">
            {labels.logIn}
          </Anchor>
        </Alert>
      )}
      <FormError message={formError} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={authLabels.fields.fullName}
            autoComplete="name"
            required
            {...form.getInputProps('full_name')}
          />
          <EmailField {...form.getInputProps('email')} />
          <NewPasswordFields purpose="signup" form={form} />
          <SubmitButton disabled={!canSubmit} busy={submitting} labels={labels} />
        </Stack>
      </form>
      <OtherFormLink question={labels.haveAccount} link={labels.logIn} to={paths.login} />
    </AuthCard>
  );
}

function CheckEmailPanel() {
  const actor = SignupActor.useActorRef();
  const email = SignupActor.useSelector(signup.selectEmail);
  const resending = SignupActor.useSelector(signup.selectResending);
  const canResend = SignupActor.useSelector(signup.selectCanResend);
  return (
    <AuthCard title={labels.checkEmailTitle}>
      <Stack gap="md" ta="center">
        <Text>
          {labels.checkEmailBody}{' '}
          <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          .
        </Text>
        <Text size="sm" c="gray.7">
          {labels.checkEmailNext}
        </Text>
        <Button
          variant="outline"
          fullWidth
          disabled={!canResend}
          onClick={() => actor.send({ type: 'signup.resend' })}
        >
          {resending ? labels.resending : labels.resend}
        </Button>
        <Text size="sm" c="gray.7">
          {labels.spamHint}{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => actor.send({ type: 'signup.useDifferentEmail' })}
          >
            {labels.differentEmail}
          </Anchor>
          .
        </Text>
        <Anchor component={AppLink} to={paths.login} size="sm" fw={700}>
          {authLabels.reset.backToLogin}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
