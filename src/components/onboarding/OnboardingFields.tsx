/**
 * The fields of the onboarding data, grouped as the wizard's steps and the summary's sections
 * (spec section 3). Each group renders from a form holding the whole data, so the wizard (one form
 * for all steps) and the Edit dialogs (one form per dialog) share them.
 */
import {
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { MONEY_TYPING_PATTERN } from '../../../machines/shared/money.ts';
import type { ComponentType, ReactNode } from 'react';
import type { ProfileSection } from '../../../machines/profileReview/profileReview.types.ts';
import {
  ACTIVITY_LEVELS,
  AGE_RANGE,
  ALLERGY_OPTIONS,
  COOKING_METHOD_OPTIONS,
  COOKING_TIMES,
  CUISINE_OPTIONS,
  CUSTOM_BUDGET,
  DIETARY_RESTRICTIONS,
  GENDERS,
  HEALTH_GOALS,
  HEIGHT_FEET_RANGE,
  HEIGHT_INCHES_RANGE,
  INGREDIENT_QUALITY_OPTIONS,
  MEAL_PREP_FREQUENCIES,
  MEALS_PER_WEEK_RANGE,
  PROTEIN_GOALS,
  recommendedProtein,
  SHOPPING_FREQUENCIES,
  START_DAYS,
  STORE_OPTIONS,
  WEEKLY_BUDGETS,
  WEIGHT_RANGE,
  ZIP_CODE_TYPING_PATTERN,
  type OnboardingField,
} from '../../../machines/onboarding/onboardingData.ts';
import {
  rangeOptions,
  selectData,
  type OnboardingForm,
  type SelectOption,
} from './onboardingForm.ts';
import { WholeNumberField } from './WholeNumberField.tsx';

function SelectField({
  form,
  field,
  label,
  options,
  required = false,
}: {
  form: OnboardingForm;
  field: OnboardingField;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
}) {
  return (
    <NativeSelect
      label={label}
      data={selectData(options)}
      withAsterisk={required}

      {...form.getInputProps(field)}
    />
  );
}

function CheckboxField({
  form,
  field,
  label,
  options,
  columns = 2,
}: {
  form: OnboardingForm;
  field:
    | 'dietary_restrictions'
    | 'allergies'
    | 'favorite_cuisines'
    | 'cooking_methods'
    | 'preferred_store';
  label: string;
  options: readonly string[];
  columns?: number;
}) {
  return (
    <Checkbox.Group label={label} {...form.getInputProps(field)}>
      <SimpleGrid cols={{ base: 2, sm: columns }} spacing="xs" verticalSpacing="xs" mt="xs">
        {options.map((option) => (
          <Checkbox key={option} value={option} label={option} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function RadioField({
  form,
  field,
  label,
  options,
}: {
  form: OnboardingForm;
  field: 'protein_goal' | 'weekly_budget' | 'ingredient_quality';
  label: string;
  options: readonly SelectOption[];
}) {
  return (
    <Radio.Group label={label} {...form.getInputProps(field)}>
      <Group gap="md" mt="xs">
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return <Radio key={value} value={value} label={text} />;
        })}
      </Group>
    </Radio.Group>
  );
}

function FieldStack({ children }: { children: ReactNode }) {
  return <Stack gap="lg">{children}</Stack>;
}

/** Step 1 and the Personal Information section. */
export function PersonalFields({ form }: { form: OnboardingForm }) {
  return (
    <FieldStack>
      <TextInput label="Full Name" autoComplete="name" {...form.getInputProps('full_name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <SelectField
          form={form}
          field="age"
          label="Age"
          options={rangeOptions(AGE_RANGE.min, AGE_RANGE.max)}
        />
        <SelectField form={form} field="gender" label="Gender" options={GENDERS} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2 }}>
        <SelectField
          form={form}
          field="height_feet"
          label="Height (feet)"
          options={rangeOptions(HEIGHT_FEET_RANGE.min, HEIGHT_FEET_RANGE.max, 'ft')}
        />
        <SelectField
          form={form}
          field="height_inches"
          label="Height (inches)"
          options={rangeOptions(HEIGHT_INCHES_RANGE.min, HEIGHT_INCHES_RANGE.max, 'in')}
        />
      </SimpleGrid>
      <WholeNumberField
        label="Weight (lbs)"
        placeholder={`${WEIGHT_RANGE.min}-${WEIGHT_RANGE.max} lbs`}
        min={WEIGHT_RANGE.min}
        max={WEIGHT_RANGE.max}
        form={form}
        field="weight"
      />
      <SelectField
        form={form}
        field="activity_level"
        label="Activity Level"
        options={ACTIVITY_LEVELS}
      />
      <SelectField form={form} field="health_goal" label="Health Goal" options={HEALTH_GOALS} />
    </FieldStack>
  );
}

/** The live recommendation from the weight, activity and goal entered so far (spec section 5). */
export function RecommendedProtein({ form }: { form: OnboardingForm }) {
  const grams = recommendedProtein(form.getValues());
  return (
    <Paper withBorder radius="md" p="sm" bg="leaf.0">
      <Text size="sm">
        Recommended protein: <strong>{grams} grams</strong> per day
      </Text>
      <Text size="xs" c="dimmed">
        From your weight, activity level and health goal.
      </Text>
    </Paper>
  );
}

/** Step 2 and the Dietary Preferences section. */
export function DietaryFields({ form }: { form: OnboardingForm }) {
  const values = form.getValues();
  return (
    <FieldStack>
      <CheckboxField
        form={form}
        field="dietary_restrictions"
        label="Dietary Restrictions"
        options={DIETARY_RESTRICTIONS}
        columns={4}
      />
      {values.dietary_restrictions.includes('Other') && (
        <TextInput
          label="Other dietary restriction"
          {...form.getInputProps('dietary_restrictions_other')}
        />
      )}
      <CheckboxField
        form={form}
        field="allergies"
        label="Allergies"
        options={ALLERGY_OPTIONS}
        columns={4}
      />
      {values.allergies.includes('Other') && (
        <TextInput label="Other allergy" {...form.getInputProps('allergies_other')} />
      )}
      <TextInput
        label="Disliked Foods"
        description="Separate foods with commas"
        placeholder="e.g. olives, mushrooms"
        {...form.getInputProps('disliked_foods')}
      />
      <RadioField form={form} field="protein_goal" label="Protein Goal" options={PROTEIN_GOALS} />
      <RecommendedProtein form={form} />
      {values.protein_goal === 'Set custom protein goal' && (
        <WholeNumberField
          label="Custom protein amount (grams per day)"
          min={0}
          form={form}
          field="custom_protein_amount"
        />
      )}
      <CheckboxField
        form={form}
        field="favorite_cuisines"
        label="Favorite Cuisines"
        options={CUISINE_OPTIONS}
        columns={4}
      />
    </FieldStack>
  );
}

const MEAL_COUNT_OPTIONS = rangeOptions(MEALS_PER_WEEK_RANGE.min, MEALS_PER_WEEK_RANGE.max);

/** Step 3 and the Meal Planning Preferences section. */
export function MealPlanningFields({ form }: { form: OnboardingForm }) {
  const values = form.getValues();
  return (
    <FieldStack>
      <RadioField
        form={form}
        field="weekly_budget"
        label="Weekly Budget"
        options={WEEKLY_BUDGETS}
      />
      {values.weekly_budget === CUSTOM_BUDGET && (
        <TextInput
          label="Custom weekly budget"
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 85.50"
          {...form.getInputProps('custom_budget')}
          onChange={(event) => {
            // Dollars and cents, as typed: anything else is refused.
            const next = event.currentTarget.value;
            if (MONEY_TYPING_PATTERN.test(next)) form.setFieldValue('custom_budget', next);
          }}
        />
      )}
      <SimpleGrid cols={2}>
        <SelectField
          form={form}
          field="breakfasts_per_week"
          label="Breakfasts per week"
          options={MEAL_COUNT_OPTIONS}
        />
        <SelectField
          form={form}
          field="lunch_per_week"
          label="Lunches per week"
          options={MEAL_COUNT_OPTIONS}
        />
        <SelectField
          form={form}
          field="dinner_per_week"
          label="Dinners per week"
          options={MEAL_COUNT_OPTIONS}
        />
        <SelectField
          form={form}
          field="snacks_per_week"
          label="Snacks per week"
          options={MEAL_COUNT_OPTIONS}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <SelectField
          form={form}
          field="meal_prep_frequency"
          label="Meal Prep Frequency"
          options={MEAL_PREP_FREQUENCIES}
        />
        <SelectField
          form={form}
          field="cooking_time"
          label="Cooking Time"
          options={COOKING_TIMES}
        />
      </SimpleGrid>
      <CheckboxField
        form={form}
        field="cooking_methods"
        label="Cooking Methods"
        options={COOKING_METHOD_OPTIONS}
        columns={3}
      />
      <SelectField
        form={form}
        field="meal_plan_start_day"
        label="Meal Plan Start Day"
        options={START_DAYS}
        required
      />
    </FieldStack>
  );
}

/** Step 4 and the Grocery Preferences section. */
export function GroceryFields({ form }: { form: OnboardingForm }) {
  return (
    <FieldStack>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <SelectField
          form={form}
          field="shopping_frequency"
          label="Shopping Frequency"
          options={SHOPPING_FREQUENCIES}
        />
        <TextInput
          label="Zip Code"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="5 digits"
          {...form.getInputProps('zip_code')}
          onChange={(event) => {
            // Anything but up to 5 digits is refused as it is typed.
            const next = event.currentTarget.value;
            if (ZIP_CODE_TYPING_PATTERN.test(next)) form.setFieldValue('zip_code', next);
          }}
        />
      </SimpleGrid>
      <CheckboxField
        form={form}
        field="preferred_store"
        label="Preferred Stores"
        options={STORE_OPTIONS}
        columns={3}
      />
      <TextInput
        label="Other store"
        description="A store that is not listed"
        {...form.getInputProps('preferred_store_other')}
      />
      <RadioField
        form={form}
        field="ingredient_quality"
        label="Ingredient Quality"
        options={INGREDIENT_QUALITY_OPTIONS}
      />
    </FieldStack>
  );
}

/** Each profile section's fields: a wizard step, or the review's Edit dialog of that section. */
export const SECTION_FIELDS: Record<ProfileSection, ComponentType<{ form: OnboardingForm }>> = {
  personal: PersonalFields,
  dietary: DietaryFields,
  mealPlanning: MealPlanningFields,
  grocery: GroceryFields,
};
