import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { numberText } from './onboardingForm.ts';

/** The fields of a form's values that hold text. */
type TextField<TValues> = {
  [K in keyof TValues]: TValues[K] extends string ? K : never;
}[keyof TValues] &
  string;

/**
 * A whole-number field of a form that keeps its values as text (the onboarding data, a household
 * member): no decimals or minus sign, the number keypad on phones, and '' when it is cleared.
 */
export function WholeNumberField<TValues extends object>({
  form,
  field,
  ...props
}: Omit<NumberInputProps, 'form' | 'value' | 'onChange'> & {
  form: UseFormReturnType<TValues>;
  field: TextField<TValues>;
}) {
  const input = form.getInputProps(field);
  return (
    <NumberInput
      allowDecimal={false}
      allowNegative={false}
      inputMode="numeric"
      {...props}
      {...input}
      onChange={(value) => input.onChange(numberText(value))}
    />
  );
}
