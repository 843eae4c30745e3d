/**
 * The review form, the same for the three ways in and for a stored recipe: name, servings,
 * prep and cook minutes, meal types, cuisine, cooking methods, the ingredient lines with what
 * was read of each, the live facts, the steps, the source address and how often to plan it.
 * The fields are a Mantine form whose values go to the review actor as they change (the facts
 * follow them); the actor checks them on Save and its messages show under the fields.
 */
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  COOKING_METHODS,
  CUISINES,
  MEAL_TYPES,
} from '../../../supabase/functions/_shared/catalogue/types.ts';
import {
  selectErrors,
  selectIsNew,
  selectNotes,
  selectSaveError,
  selectSaving,
} from '../../../machines/recipeReview/recipeReview.selectors.ts';
import type { ReviewFields } from '../../../machines/recipeReview/recipeReview.types.ts';
import { ownRecipesTexts, reviewTexts as texts } from '../../../machines/texts/ownRecipes.ts';
import { FactsPanel } from './FactsPanel.tsx';
import { IngredientLines } from './IngredientLines.tsx';
import type { ReviewActorRef } from './reviewActor.ts';

type Form = UseFormReturnType<ReviewFields>;

function ChoiceGroup({
  form,
  field,
  label,
  options,
  cols,
}: {
  form: Form;
  field: 'mealTypes' | 'methods';
  label: string;
  options: { value: string; label: string }[];
  cols: number;
}) {
  return (
    <Checkbox.Group label={label} {...form.getInputProps(field)}>
      <SimpleGrid cols={{ base: 2, sm: cols }} spacing="xs" verticalSpacing="xs" mt="xs">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function MainFields({ form }: { form: Form }) {
  return (
    <>
      <TextInput
        label={texts.name}
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label={texts.servings}
          withAsterisk
          inputMode="decimal"
          {...form.getInputProps('servings')}
        />
        <TextInput
          label={texts.prepMinutes}
          inputMode="numeric"
          {...form.getInputProps('prepMinutes')}
        />
        <TextInput
          label={texts.cookMinutes}
          inputMode="numeric"
          {...form.getInputProps('cookMinutes')}
        />
      </SimpleGrid>
      <ChoiceGroup
        form={form}
        field="mealTypes"
        label={texts.mealTypes}
        cols={4}
        options={MEAL_TYPES.map((type) => ({ value: type, label: texts.mealTypeLabels[type] }))}
      />
      <NativeSelect
        label={texts.cuisine}
        data={[{ value: '', label: texts.cuisineNone }, ...CUISINES]}
        {...form.getInputProps('cuisine')}
      />
      <ChoiceGroup
        form={form}
        field="methods"
        label={texts.methods}
        cols={3}
        options={COOKING_METHODS.map((method) => ({ value: method, label: method }))}
      />
    </>
  );
}

function LaterFields({ form }: { form: Form }) {
  return (
    <>
      <Textarea
        label={texts.steps}
        description={texts.stepsHow}
        autosize
        minRows={4}
        maxRows={16}
        {...form.getInputProps('steps')}
      />
      <TextInput
        label={texts.sourceUrl}
        type="url"
        inputMode="url"
        {...form.getInputProps('sourceUrl')}
      />
      <NativeSelect
        label={texts.planPerWeek}
        data={ownRecipesTexts.planOptions}
        {...form.getInputProps('planPerWeek')}
      />
    </>
  );
}

function Notes({ actorRef }: { actorRef: ReviewActorRef }) {
  const notes = useSelector(actorRef, selectNotes);
  if (notes.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title={texts.notesTitle}>
      <List size="sm">
        {notes.map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

export function ReviewForm({ actorRef }: { actorRef: ReviewActorRef }) {
  // The form starts from where the review started; from then on it owns what is typed.
  const [initialValues] = useState(() => actorRef.getSnapshot().context.fields);
  const isNew = useSelector(actorRef, selectIsNew);
  const errors = useSelector(actorRef, selectErrors);
  const saveError = useSelector(actorRef, selectSaveError);
  const saving = useSelector(actorRef, selectSaving);
  const form = useForm<ReviewFields>({
    mode: 'controlled',
    initialValues,
    onValuesChange: (fields) => actorRef.send({ type: 'review.fields', fields }),
  });
  const { setErrors } = form;
  // The machine's messages show under the fields; typing in a field clears its own.
  useEffect(() => setErrors(errors.fields), [errors.fields, setErrors]);
  return (
    <Card
      withBorder
      radius="lg"
      component="section"
      aria-labelledby="review-title"
      px={{ base: 'sm', sm: 'lg' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actorRef.send({ type: 'review.save', fields: form.getValues() });
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="xl" id="review-title" style={{ overflowWrap: 'anywhere' }}>
            {isNew ? texts.newTitle : texts.editTitle(initialValues.name)}
          </Title>
          <Notes actorRef={actorRef} />
          <MainFields form={form} />
          <IngredientLines actorRef={actorRef} />
          {errors.form ? (
            <Alert color="red" variant="light" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <FactsPanel actorRef={actorRef} />
          <LaterFields form={form} />
          {saveError ? (
            <Alert color="red" variant="light" title={texts.saveFailedTitle} role="alert">
              {saveError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => actorRef.send({ type: 'review.cancel' })}>
              {texts.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
