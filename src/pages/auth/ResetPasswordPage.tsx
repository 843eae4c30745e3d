import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { EmailField, FormError, SubmitButton } from '../../components/auth/FormParts.tsx';
import { messages } from '../../../machines/texts/messages.ts';
import { resetRequestMachine } from '../../../machines/resetRequest/resetRequest.machine.ts';
import * as resetRequest from '../../../machines/resetRequest/resetRequest.selectors.ts';
import {
  resetRequestSchema,
  type ResetRequestValues,
} from '../../../machines/authForms/schemas.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { AuthCard } from '../../components/auth/AuthCard.tsx';
import { authLabels } from '../../../machines/texts/auth.ts';
import { authScreen, useAuthForm } from '../../components/auth/authScreen.tsx';
import { paths } from '../../../machines/shared/paths.ts';

const { Actor: ResetActor, Screen } = authScreen(resetRequestMachine, 'resetRequest');
const labels = authLabels.reset;

export function ResetPasswordPage() {
  return (
    <Screen>
      <ResetView />
    </Screen>
  );
}

function ResetView() {
  const actor = ResetActor.useActorRef();
  const sent = ResetActor.useSelector(resetRequest.selectSent);
  const sending = ResetActor.useSelector(resetRequest.selectSending);
  const canSubmit = ResetActor.useSelector(resetRequest.selectCanSubmit);
  const error = ResetActor.useSelector(resetRequest.selectError);
  const form = useAuthForm<ResetRequestValues>(resetRequestSchema, { email: '' });

  if (sent) {
    return (
      <AuthCard title={labels.sentTitle}>
        <Stack gap="md" ta="center">
          <Alert color="leaf" variant="light" role="status">
            {messages.reset.sent}
          </Alert>
          <Button component={AppLink} to={paths.login} size="md" fullWidth>
            {labels.returnToLogin}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={labels.title} subtitle={labels.subtitle}>
      <FormError message={error} />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          actor.send({ type: 'reset.submit', email: values.email }),
        )}
      >
        <Stack gap="md">
          <EmailField {...form.getInputProps('email')} />
          <SubmitButton disabled={!canSubmit} busy={sending} labels={labels} />
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={AppLink} to={paths.login} fw={700}>
          {labels.backToLogin}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
