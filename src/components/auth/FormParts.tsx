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
  password,
  confirmPassword,
}: {
  labels: { password: string; confirm: string };
  password: GetInputPropsReturnType;
  confirmPassword: GetInputPropsReturnType;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        description={messages.signup.passwordHint}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        {...password}
      />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}

export function SubmitButton({
  disabled,
  busy,
  label,
  busyLabel,
}: {
  disabled: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" size="md" fullWidth disabled={disabled}>
      {busy ? busyLabel : label}
    </Button>
  );
}
