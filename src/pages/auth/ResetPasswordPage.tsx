import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { EmailField, FormError, SubmitButton } from '../../components/auth/FormParts.tsx';
import { schemaResolver, useForm } from '@mantine/form';
import { createActorContext } from '@xstate/react';
import { useInspect } from '../../app/inspection.tsx';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { messages } from '../../../machines/texts/messages.ts';
import { resetRequestMachine } from '../../../machines/resetRequest/resetRequest.machine.ts';
import type { EmailInput } from '../../../machines/resetRequest/resetRequest.types.ts';
import {
  resetRequestSchema,
  type ResetRequestValues,
} from '../../../machines/authForms/schemas.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { AuthCard } from '../../components/auth/AuthCard.tsx';
import { authLabels } from '../../../machines/texts/auth.ts';
import { useAuthServices } from '../../components/auth/AuthServicesContext.tsx';
import { useViewEffects } from '../../services/effects.ts';
import { paths } from '../../../machines/shared/paths.ts';

const ResetActor = createActorContext(resetRequestMachine);
const labels = authLabels.reset;

export function ResetPasswordPage() {
  const services = useAuthServices();
  const inspect = useInspect();
  const logic = useMemo(
    () =>
      resetRequestMachine.provide({
        actors: {
          requestPasswordReset: fromPromise<void, EmailInput>(({ input }) =>
            services.requestPasswordReset(input),
          ),
        },
      }),
    [services],
  );
  return (
    <ResetActor.Provider logic={logic} options={{ inspect }}>
      <ResetView />
    </ResetActor.Provider>
  );
}

function ResetView() {
  const actor = ResetActor.useActorRef();
  useViewEffects(actor);
  const sent = ResetActor.useSelector((s) => s.matches('sent'));
  const sending = ResetActor.useSelector((s) => s.hasTag('busy'));
  const canSubmit = ResetActor.useSelector((s) => s.can({ type: 'reset.submit', email: '' }));
  const error = ResetActor.useSelector((s) => s.context.error);
  const form = useForm<ResetRequestValues>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(resetRequestSchema, { sync: true }),
  });

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
