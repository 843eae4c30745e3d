import { Alert, Button, Stack, Text } from '@mantine/core';
import { FormError, NewPasswordFields, SubmitButton } from '../../components/auth/FormParts.tsx';
import { useArrival } from '../../hooks/useArrival.ts';
import { messages } from '../../../machines/texts/messages.ts';
import { passwordUpdateMachine } from '../../../machines/passwordUpdate/passwordUpdate.machine.ts';
import * as passwordUpdate from '../../../machines/passwordUpdate/passwordUpdate.selectors.ts';
import type { PasswordUpdateInput } from '../../../machines/passwordUpdate/passwordUpdate.types.ts';
import { readLinkParams } from '../../../machines/authForms/linkParams.ts';
import { emptyNewPassword, newPasswordSchema } from '../../../machines/authForms/schemas.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { AuthCard, AuthProgressBody } from '../../components/auth/AuthCard.tsx';
import { authLabels } from '../../../machines/texts/auth.ts';
import { authScreen, useAuthForm } from '../../components/auth/authScreen.tsx';
import { paths } from '../../../machines/shared/paths.ts';

const { Actor: UpdateActor, Screen } = authScreen(passwordUpdateMachine, 'passwordUpdate');
const labels = authLabels.update;

function readResetLink(search: string, hash: string): PasswordUpdateInput {
  const params = readLinkParams(search, hash);
  return {
    code: params.get('code'),
    accessToken: params.get('access_token'),
    refreshToken: params.get('refresh_token'),
    linkError: params.get('error_description') ?? params.get('error'),
  };
}

export function UpdatePasswordPage() {
  // The reset code or tokens leave the address bar before the machine starts using them.
  const link = useArrival((location) => readResetLink(location.search, location.hash));
  return (
    <Screen input={link}>
      <UpdateView />
    </Screen>
  );
}

/** One card whose title and body follow the machine, so the heading stays in place. */
function UpdateView() {
  const step = UpdateActor.useSelector(passwordUpdate.selectStep);
  if (step === 'checking') {
    return (
      <AuthCard title={labels.title}>
        <AuthProgressBody body={labels.verifying} />
      </AuthCard>
    );
  }
  if (step === 'invalid') {
    return (
      <AuthCard title={labels.invalidTitle}>
        <InvalidLinkBody />
      </AuthCard>
    );
  }
  if (step === 'done') {
    return (
      <AuthCard title={labels.doneTitle}>
        <DoneBody />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={labels.title} subtitle={labels.subtitle}>
      <NewPasswordForm />
    </AuthCard>
  );
}

function NewPasswordForm() {
  const actor = UpdateActor.useActorRef();
  const updating = UpdateActor.useSelector(passwordUpdate.selectUpdating);
  const canSubmit = UpdateActor.useSelector(passwordUpdate.selectCanSubmit);
  const error = UpdateActor.useSelector(passwordUpdate.selectError);
  const form = useAuthForm(newPasswordSchema, emptyNewPassword);
  return (
    <>
      <FormError message={error} />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          actor.send({ type: 'passwordUpdate.submit', ...values }),
        )}
      >
        <Stack gap="md">
          <NewPasswordFields purpose="reset" form={form} />
          <SubmitButton disabled={!canSubmit} busy={updating} labels={labels} />
        </Stack>
      </form>
    </>
  );
}

function DoneBody() {
  const actor = UpdateActor.useActorRef();
  const canGo = UpdateActor.useSelector(passwordUpdate.selectCanGoToLogin);
  return (
    <Stack gap="md" ta="center">
      <Alert color="leaf" variant="light" role="status">
        {messages.reset.updated}
      </Alert>
      <Text size="sm" c="gray.7">
        {labels.redirecting}
      </Text>
      <Button
        size="md"
        fullWidth
        disabled={!canGo}
        onClick={() => actor.send({ type: 'passwordUpdate.goToLogin' })}
      >
        {labels.goToLogin}
      </Button>
    </Stack>
  );
}

function InvalidLinkBody() {
  const reason = UpdateActor.useSelector(passwordUpdate.selectInvalidReason);
  return (
    <Stack gap="md" ta="center">
      <Text c="gray.8">{reason ?? messages.reset.invalidLink}</Text>
      <Button component={AppLink} to={paths.resetPassword} size="md" fullWidth>
        {labels.requestNew}
      </Button>
    </Stack>
  );
}
