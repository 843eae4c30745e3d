/**
 * The member dialog of the household (the profile review's Household section and the wizard's
 * step 1): one person's name, age, sex, optional height and weight (with the reference values a
 * blank one stands for), activity level, restrictions, allergies and the meals they eat at home.
 * The machine checks the values with the shared member rules and keeps them when a save fails.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  ACTIVITY_LEVELS,
  GENDERS,
  HEIGHT_FEET_RANGE,
  HEIGHT_INCHES_RANGE,
} from '../../../machines/onboarding/onboardingData.ts';
import type { householdMachine } from '../../../machines/household/household.machine.ts';
import type {
  MemberDialog as MemberDialogState,
  MemberFormValues,
} from '../../../machines/household/household.types.ts';
import { readMemberForm } from '../../../machines/household/memberForm.ts';
import { selectDialog, selectSaving } from '../../../machines/household/household.selectors.ts';
import { householdTexts as texts } from '../../../machines/texts/household.ts';
import { MEAL_TYPES } from '../../../supabase/functions/_shared/catalogue/types.ts';
import {
  MEAL_TYPE_LABELS,
  MEMBER_ALLERGIES,
  MEMBER_DIETS,
  memberBody,
  referenceNote,
} from '../../../supabase/functions/_shared/rules/household.ts';
import { rangeOptions, selectData } from '../onboarding/onboardingForm.ts';
import { WholeNumberField } from '../onboarding/WholeNumberField.tsx';

export type HouseholdActorRef = ActorRefFrom<typeof householdMachine>;
type MemberForm = UseFormReturnType<MemberFormValues>;

/**
 * What a blank height or weight stands for, from the age and sex typed so far: the same sentence
 * the plan shows (referenceNote), or null before the age is known or when both are filled in.
 */
function referenceLine(values: MemberFormValues): string | null {
  // Read as if both were blank, then keep the sentence only when one of them is.
  const read = readMemberForm({ ...values, heightFeet: '', heightInches: '', weightLb: '' });
  if (!read.ok && (read.errors.age !== undefined || read.errors.name !== undefined)) return null;
  const age = Number(values.age);
  const member = {
    id: 'preview',
    name: values.name.trim(),
    age,
    gender: GENDERS.find((gender) => gender === values.gender) ?? 'Prefer not to say',
    heightFeet: values.heightFeet === '' ? null : Number(values.heightFeet),
    heightInches: values.heightInches === '' ? null : Number(values.heightInches),
    weightLb: values.weightLb === '' ? null : Number(values.weightLb),
    activityLevel: ACTIVITY_LEVELS[0],
    diets: [],
    allergies: [],
    mealsAtHome: [...MEAL_TYPES],
  };
  if (memberBody(member).reference.length === 0) return null;
  return referenceNote(member);
}

function BodyFields({ form }: { form: MemberForm }) {
  const note = referenceLine(form.getValues());
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, xs: 3 }}>
        <NativeSelect
          label={texts.heightFeet}
          data={selectData(rangeOptions(HEIGHT_FEET_RANGE.min, HEIGHT_FEET_RANGE.max, 'ft'))}
          {...form.getInputProps('heightFeet')}
        />
        <NativeSelect
          label={texts.heightInches}
          data={selectData(rangeOptions(HEIGHT_INCHES_RANGE.min, HEIGHT_INCHES_RANGE.max, 'in'))}
          {...form.getInputProps('heightInches')}
        />
        <WholeNumberField label={texts.weight} min={1} form={form} field="weightLb" />
      </SimpleGrid>
      <Text size="xs" c="dimmed" id="member-reference-hint">
        {texts.bodyOptional} {texts.referenceHint}
      </Text>
      {note && (
        <Text size="xs" fw={500} aria-live="polite">
          {note}
        </Text>
      )}
    </Stack>
  );
}

function ListField({
  form,
  field,
  label,
  description,
  options,
}: {
  form: MemberForm;
  field: 'diets' | 'allergies' | 'mealsAtHome';
  label: string;
  description?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Checkbox.Group label={label} description={description} {...form.getInputProps(field)}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function MemberFormView({
  actorRef,
  dialog,
}: {
  actorRef: HouseholdActorRef;
  dialog: MemberDialogState;
}) {
  const saving = useSelector(actorRef, selectSaving);
  const form = useForm<MemberFormValues>({ mode: 'controlled', initialValues: dialog.values });
  const { setErrors } = form;
  // The machine's messages show under the fields; typing in a field clears its own.
  useEffect(() => setErrors(dialog.errors), [dialog.errors, setErrors]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'dialog.submit', values: form.getValues() });
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput
            label={texts.name}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <WholeNumberField label={texts.age} withAsterisk min={1} form={form} field="age" />
          <NativeSelect
            label={texts.sex}
            withAsterisk
            data={selectData(GENDERS)}
            {...form.getInputProps('gender')}
          />
        </SimpleGrid>
        <BodyFields form={form} />
        <NativeSelect
          label={texts.activity}
          withAsterisk
          data={selectData(ACTIVITY_LEVELS)}
          {...form.getInputProps('activityLevel')}
        />
        <ListField
          form={form}
          field="diets"
          label={texts.diets}
          options={asOptions(MEMBER_DIETS)}
        />
        <ListField
          form={form}
          field="allergies"
          label={texts.allergies}
          options={asOptions(MEMBER_ALLERGIES)}
        />
        <ListField
          form={form}
          field="mealsAtHome"
          label={texts.mealsQuestion}
          description={texts.mealsHint}
          options={MEAL_TYPES.map((type) => ({ value: type, label: MEAL_TYPE_LABELS[type] }))}
        />
        {dialog.saveError && (
          <Alert color="red" variant="light" title={texts.saveFailedTitle} role="alert">
            {dialog.saveError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actorRef.send({ type: 'dialog.cancel' })}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={saving} aria-busy={saving}>
            {dialog.memberId === null ? texts.addSave : texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog, open while the machine has one; cancelling or closing it keeps nothing. */
export function MemberDialog({ actorRef }: { actorRef: HouseholdActorRef }) {
  const dialog = useSelector(actorRef, selectDialog);
  const saving = useSelector(actorRef, selectSaving);
  const editedName = dialog?.memberId ? dialog.values.name : null;
  return (
    <Modal
      opened={dialog !== null}
      onClose={() => {
        if (!saving) actorRef.send({ type: 'dialog.cancel' });
      }}
      title={editedName ? texts.editTitle(editedName) : texts.addTitle}
      closeButtonProps={{ 'aria-label': texts.closeDialog }}
      size="lg"
    >
      {dialog && (
        <MemberFormView key={dialog.memberId ?? 'new'} actorRef={actorRef} dialog={dialog} />
      )}
    </Modal>
  );
}
