/**
 * The pieces the account forms share: the refusal shown above a form, the email field, the
 * pair of new-password fields with the spec's hint, the full-width submit button that says
 * when it is busy, and the line under a form that leads to the other one.
 */
import { Alert, Anchor, Button, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { messages } from '../../../machines/texts/messages.ts';
import { authLabels } from '../../../machines/texts/auth.ts';
import { AppLink } from '../AppLink.tsx';
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

/** The labels of the two new-password fields: on the signup form, and after a reset link. */
const newPasswordLabels = {
  signup: { password: authLabels.fields.password, confirm: authLabels.fields.confirmPassword },
  reset: { password: authLabels.fields.newPassword, confirm: authLabels.fields.confirmNewPassword },
};

/** A new password (with the rule it must meet) and its confirmation. */
export function NewPasswordFields({
  purpose,
  form,
}: {
  /** Where the new password is set: the labels differ. */
  purpose: keyof typeof newPasswordLabels;
  /** The form holding the two fields, as `password` and `confirmPassword`. */
  form: { getInputProps: (path: 'password' | 'confirmPassword') => GetInputPropsReturnType };
}) {
  const labels = newPasswordLabels[purpose];
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

/** The line under a form that leads to the other one ("Don't have an account? Sign Up"). */
export function OtherFormLink({
  question,
  link,
  to,
}: {
  question: string;
  link: string;
  to: string;
}) {
  return (
    <Text size="sm" ta="center" c="gray.7">
      {question}{' '}
      <Anchor component={AppLink} to={to} fw={700}>
        {link}
      </Anchor>
    </Text>
  );
}
