/**
 * The three ways in, all ending on the review form: an empty form, pasted text, or a web
 * address; the open import form (its refusal shown in the function's own words), and, for a
 * page with several recipes, the one to review.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ImportForm, ImportWay } from '../../../machines/ownRecipes/ownRecipes.types.ts';
import {
  selectImportForm,
  selectImporting,
} from '../../../machines/ownRecipes/ownRecipes.selectors.ts';
import { ownRecipesTexts as texts } from '../../../machines/texts/ownRecipes.ts';
import type { OwnRecipesActorRef } from './RecipeList.tsx';
import { SectionIntro } from './SectionIntro.tsx';

function Way({
  title,
  how,
  active,
  onClick,
}: {
  title: string;
  how: string;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton onClick={onClick} aria-pressed={active} style={{ height: '100%' }}>
      <Card
        withBorder
        radius="md"
        h="100%"
        style={{ borderColor: active ? 'var(--mantine-color-leaf-6)' : undefined }}
      >
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed">
          {how}
        </Text>
      </Card>
    </UnstyledButton>
  );
}

function ImportFields({ actorRef, form }: { actorRef: OwnRecipesActorRef; form: ImportForm }) {
  const importing = useSelector(actorRef, selectImporting);
  const [value, setValue] = useState(form.value);
  const submit = { type: 'import.submit' as const, value };
  const canSubmit = useSelector(actorRef, (s) => s.can(submit));
  const field =
    form.way === 'text' ? (
      <Textarea
        label={texts.pasteLabel}
        placeholder={texts.pastePlaceholder}
        autosize
        minRows={8}
        maxRows={20}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    ) : (
      <TextInput
        type="url"
        inputMode="url"
        label={texts.urlLabel}
        placeholder={texts.urlPlaceholder}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send(submit);
      }}
    >
      <Stack gap="sm">
        {field}
        {form.error ? (
          <Alert color="red" variant="light" title={texts.importFailedTitle} role="alert">
            {form.error}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={importing} disabled={!canSubmit && !importing}>
            {texts.read}
          </Button>
          <Button
            variant="default"
            disabled={importing}
            onClick={() => actorRef.send({ type: 'import.cancel' })}
          >
            {texts.cancel}
          </Button>
        </Group>
        {importing ? (
          <Text size="sm" c="dimmed" role="status">
            {texts.reading}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}

function DraftPicker({ actorRef, form }: { actorRef: OwnRecipesActorRef; form: ImportForm }) {
  if (!form.drafts) return null;
  return (
    <Stack gap="sm">
      <SectionIntro title={texts.pickTitle} how={texts.pickHow} />
      {form.drafts.drafts.map((draft, index) => (
        <Group
          key={`${index}-${draft.name}`}
          justify="space-between"
          gap="xs"
          wrap="nowrap"
          align="center"
        >
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {draft.name}
            </Text>
            <Text size="xs" c="dimmed">
              {texts.pickLines(draft.ingredients.length)}
            </Text>
          </div>
          <Button
            size="xs"
            aria-label={texts.pickLabel(draft.name)}
            onClick={() => actorRef.send({ type: 'draft.pick', index })}
          >
            {texts.pick}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

export function WaysIn({ actorRef }: { actorRef: OwnRecipesActorRef }) {
  const form = useSelector(actorRef, selectImportForm);
  const start = (way: ImportWay) => actorRef.send({ type: 'import.start', way });
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="recipes-ways-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="recipes-ways-title">
          {texts.waysTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Way
            title={texts.typeIt}
            how={texts.typeItHow}
            active={false}
            onClick={() => actorRef.send({ type: 'recipe.new' })}
          />
          <Way
            title={texts.pasteIt}
            how={texts.pasteItHow}
            active={form?.way === 'text'}
            onClick={() => start('text')}
          />
          <Way
            title={texts.fromWeb}
            how={texts.fromWebHow}
            active={form?.way === 'url'}
            onClick={() => start('url')}
          />
        </SimpleGrid>
        {form && !form.drafts ? (
          <ImportFields key={form.way} actorRef={actorRef} form={form} />
        ) : null}
        {form?.drafts ? <DraftPicker actorRef={actorRef} form={form} /> : null}
      </Stack>
    </Card>
  );
}
