/**
 * The onboarding form: @mantine/form over the text values of `OnboardingData`, checked with zod
 * when a step is left or a section saved. Steps may be left with empty fields (spec section 5);
 * what is checked is only what the controls promise (ranges, a zip of up to 5 digits).
 */
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { z } from '../../services/zod.ts';
import {
  onboardingDataSchema,
  WEIGHT_RANGE,
  ZIP_CODE_TYPING_PATTERN,
  type OnboardingData,
} from '../../../machines/onboarding/onboardingData.ts';

export type OnboardingForm = UseFormReturnType<OnboardingData>;

function emptyOr(check: (value: number) => boolean) {
  return (value: string) =>
    value.trim() === '' || (Number.isFinite(Number(value)) && check(Number(value)));
}

export const formTexts = {
  weightRange: `Weight must be between ${WEIGHT_RANGE.min} and ${WEIGHT_RANGE.max} lbs`,
  zipDigits: 'Zip code must be up to 5 digits',
  notNegative: 'Enter a number of 0 or more',
} as const;

export const onboardingFormSchema = onboardingDataSchema.extend({
  weight: z.string().refine(
    emptyOr((value) => value >= WEIGHT_RANGE.min && value <= WEIGHT_RANGE.max),
    formTexts.weightRange,
  ),
  zip_code: z.string().regex(ZIP_CODE_TYPING_PATTERN, formTexts.zipDigits),
  custom_protein_amount: z.string().refine(
    emptyOr((value) => value >= 0),
    formTexts.notNegative,
  ),
  custom_budget: z.string().refine(
    emptyOr((value) => value >= 0),
    formTexts.notNegative,
  ),
});

export function useOnboardingForm(initialValues: OnboardingData): OnboardingForm {
  return useForm<OnboardingData>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(onboardingFormSchema, { sync: true }),
  });
}

/** A number input's value as the form keeps it: text, '' when cleared. */
export function numberText(value: number | string): string {
  return typeof value === 'number' ? String(value) : value;
}

/** '' plus each whole number of a range, as select options. */
export function rangeOptions(
  min: number,
  max: number,
  unit = '',
): { value: string; label: string }[] {
  const options = [];
  for (let value = min; value <= max; value += 1) {
    options.push({ value: String(value), label: unit ? `${value} ${unit}` : String(value) });
  }
  return options;
}

export type SelectOption = string | { readonly value: string; readonly label: string };

/** A select's options with a first, empty 'Select...' choice (nothing chosen yet). */
export function selectData(options: readonly SelectOption[]): { value: string; label: string }[] {
  return [
    { value: '', label: 'Select...' },
    ...options.map((option) =>
      typeof option === 'string' ? { value: option, label: option } : option,
    ),
  ];
}
