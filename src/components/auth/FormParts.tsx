/**
 * The pieces the account forms share: the refusal shown above a form, the email field, the
 * pair of new-password fields with the spec's hint, and the full-width submit button that
 * says when it is busy.
 */
import { Alert, Button, TextInput, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { messages } from '../../../machines/texts/messages.ts';
import { authLabels } from '../../../machines/texts/auth.ts';
import { PasswordField } from './PasswordField.tsx';

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light">
      {message}
    </Alert>
  );
}

export function EmailField(props: Omit<TextInputProps, 'label' | 'type'>) {
  return (
    <TextInput
      label={authLabels.fields.email}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}

/** A new password (with the rule it must meet) and its confirmation. */
export function NewPasswordFields({
  labels,
  form,
}: {
  labels: { password: string; confirm: string };
  /** The form holding the two fields, as `password` and `confirmPassword`. */
  form: { getInputProps: (path: 'password' | 'confirmPassword') => GetInputPropsReturnType };
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        description={messages.signup.passwordHint}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}

/** A form's submit button: its label, or its busy label while the form is sent. */
export function SubmitButton({
  disabled,
  busy,
  labels,
}: {
  disabled: boolean;
  busy: boolean;
  labels: { submit: string; busy: string };
}) {
  return (
    <Button type="submit" size="md" fullWidth disabled={disabled}>
      {busy ? labels.busy : labels.submit}
    </Button>
  );
}
