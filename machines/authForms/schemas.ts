/**
 * The validation rules of the account forms (spec section 5), as zod schemas shared by the
 * screens (through @mantine/form) and the machines (which re-check what they are sent).
 */
import { z } from 'zod';
import { messages } from '../texts/messages.ts';

/** Minimum password length for signup and password update (spec section 9). */
export const MIN_PASSWORD_LENGTH = 6;
/** Minimum full-name length (spec section 9). */
export const MIN_FULL_NAME_LENGTH = 2;

const v = messages.validation;

const emailField = z
  .string()
  .trim()
  .pipe(z.email({ error: v.invalidEmail }));

/** A new password and its confirmation, which must match (spec section 5). */
const newPasswordFields = {
  password: z.string().min(MIN_PASSWORD_LENGTH, v.passwordTooShort),
  confirmPassword: z.string(),
};

function passwordsMatch(values: { password: string; confirmPassword: string }): boolean {
  return values.password === values.confirmPassword;
}

const mismatch = { message: v.passwordsDoNotMatch, path: ['confirmPassword'] };

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, v.passwordRequired),
});
export type LoginValues = z.input<typeof loginSchema>;

export const signupSchema = z
  .object({
    full_name: z.string().trim().min(MIN_FULL_NAME_LENGTH, v.fullNameRequired),
    email: emailField,
    ...newPasswordFields,
  })
  .refine(passwordsMatch, mismatch);
export type SignupValues = z.input<typeof signupSchema>;
/** The signup form as it opens. */
export const emptySignup: SignupValues = {
  full_name: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

export const newPasswordSchema = z.object(newPasswordFields).refine(passwordsMatch, mismatch);
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
/** The new-password form as it opens. */
export const emptyNewPassword: NewPasswordValues = { password: '', confirmPassword: '' };
