/**
 * The review form's ingredient lines: each line's text (read again when its field is left),
 * what was read of it (the food, grams and how they were found, or why it is left out), the
 * grams the person may type over, another food from the line's alternatives or a search.
 */
import {
  Button,
  CloseButton,
  Group,
  List,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  sameLineViews,
  selectLineViews,
  selectSearch,
  selectSearching,
  type LineView,
} from '../../../machines/recipeReview/recipeReview.selectors.ts';
import type { FoodChoice } from '../../../machines/recipeReview/recipeReview.types.ts';
import { reviewTexts as texts } from '../../../machines/texts/ownRecipes.ts';
import type { ReviewActorRef } from './reviewActor.ts';
import { SectionIntro } from './SectionIntro.tsx';

/** What was read of a line, in words. */
function ReadOut({ view }: { view: LineView }) {
  const { line, reading, error } = view;
  if (reading)
    return (
      <Group gap={6} role="status">
        <Loader size={12} aria-hidden />
        <Text size="xs" c="dimmed">
          {texts.readingLine}
        </Text>
      </Group>
    );
  if (error)
    return (
      <Text size="xs" c="red.8" role="alert">
        {error}
      </Text>
    );
  const read = line.read;
  if (!read)
    return line.text.trim() ? (
      <Text size="xs" c="dimmed">
        {texts.notRead}
      </Text>
    ) : null;
  if (read.status === 'heading')
    return (
      <Text size="xs" c="dimmed">
        {texts.heading}
      </Text>
    );
  if (read.status === 'matched' && read.food && read.grams !== undefined)
    return (
      <Text size="xs">
        <strong>{texts.matched(read.food.name, texts.gramsOf(read.grams))}</strong>
        {read.estimated ? ` (${texts.estimatedLine})` : ''}
        {read.conversion ? <Text span size="xs" c="dimmed">{` · ${read.conversion}`}</Text> : null}
      </Text>
    );
  return (
    <Text size="xs" c="orange.9">
      {read.food ? `${read.food.name}: ` : ''}
      {read.message}
    </Text>
  );
}

/** The line's food and its alternatives, without repeats. */
function choicesOf(line: LineView['line']): FoodChoice[] {
  const all = [...(line.read?.food ? [line.read.food] : []), ...(line.read?.alternatives ?? [])];
  return all.filter((food, index) => all.findIndex((other) => other.id === food.id) === index);
}

function FoodSearch({
  actorRef,
  lineKey,
  index,
  onDone,
}: {
  actorRef: ReviewActorRef;
  lineKey: number;
  index: number;
  onDone: () => void;
}) {
  const [query, setQuery] = useState('');
  const search = useSelector(actorRef, selectSearch);
  const searching = useSelector(actorRef, selectSearching);
  const mine = search?.key === lineKey ? search : null;
  const send = () => actorRef.send({ type: 'food.search', key: lineKey, query });
  return (
    <Stack gap={6} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          size="xs"
          aria-label={texts.searchFoodLabel(index)}
          placeholder={texts.searchFood}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              send();
            }
          }}
        />
        <Button size="xs" variant="default" onClick={send} loading={searching && mine !== null}>
          {texts.searchButton}
        </Button>
        <CloseButton size="sm" aria-label={texts.searchClose} onClick={onDone} />
      </Group>
      {mine?.error ? (
        <Text size="xs" c="red.8" role="alert">
          {mine.error}
        </Text>
      ) : null}
      {mine && !searching && !mine.error && mine.foods.length === 0 ? (
        <Text size="xs" c="dimmed">
          {texts.noFoods}
        </Text>
      ) : null}
      {mine && mine.foods.length > 0 ? (
        <List listStyleType="none" spacing={2} aria-label={texts.searchFoodLabel(index)}>
          {mine.foods.map((food) => (
            <List.Item key={food.id}>
              <UnstyledButton
                fz="sm"
                c="leaf.9"
                onClick={() => {
                  actorRef.send({ type: 'line.pick', key: lineKey, food });
                  onDone();
                }}
              >
                {food.name}
              </UnstyledButton>{' '}
              <Text span size="xs" c="dimmed">
                ({texts.foodSource[food.source]})
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

function LineRow({
  actorRef,
  view,
  index,
  removable,
}: {
  actorRef: ReviewActorRef;
  view: LineView;
  index: number;
  removable: boolean;
}) {
  const [searchOpen, setSearchOpen] = useState(false);
  const { line } = view;
  const choices = choicesOf(line);
  const pick = (id: string) => {
    const food = choices.find((choice) => choice.id === id);
    if (food) actorRef.send({ type: 'line.pick', key: line.key, food });
  };
  return (
    <Stack gap={4} component="li">
      <Group gap="xs" wrap="nowrap" align="center">
        <TextInput
          style={{ flex: 1 }}
          aria-label={texts.lineLabel(index)}
          value={line.text}
          onChange={(event) =>
            actorRef.send({ type: 'line.edit', key: line.key, text: event.currentTarget.value })
          }
          onBlur={() => actorRef.send({ type: 'line.reread', key: line.key })}
        />
        {removable ? (
          <CloseButton
            aria-label={texts.removeLine(index)}
            onClick={() => actorRef.send({ type: 'line.remove', key: line.key })}
          />
        ) : null}
      </Group>
      <ReadOut view={view} />
      {line.text.trim() && line.read?.status !== 'heading' ? (
        <Group gap="xs" align="flex-end">
          <TextInput
            size="xs"
            w={90}
            inputMode="decimal"
            aria-label={texts.gramsLabel(index)}
            placeholder={
              line.read?.grams === undefined
                ? texts.gramsPlaceholder
                : texts.gramsOf(line.read.grams)
            }
            value={line.grams}
            onChange={(event) =>
              actorRef.send({ type: 'line.grams', key: line.key, grams: event.currentTarget.value })
            }
          />
          {choices.length > 1 || (choices.length === 1 && !line.read?.food) ? (
            <NativeSelect
              size="xs"
              style={{ flex: '1 1 160px', minWidth: 0 }}
              aria-label={texts.otherFoodLabel(index)}
              value={line.read?.food?.id ?? ''}
              data={[
                ...(line.read?.food ? [] : [{ value: '', label: texts.otherFood }]),
                ...choices.map((food) => ({ value: food.id, label: food.name })),
              ]}
              onChange={(event) => pick(event.currentTarget.value)}
            />
          ) : null}
          <Button size="xs" variant="subtle" onClick={() => setSearchOpen((open) => !open)}>
            {texts.searchFood}
          </Button>
        </Group>
      ) : null}
      {searchOpen ? (
        <FoodSearch
          actorRef={actorRef}
          lineKey={line.key}
          index={index}
          onDone={() => setSearchOpen(false)}
        />
      ) : null}
    </Stack>
  );
}

export function IngredientLines({ actorRef }: { actorRef: ReviewActorRef }) {
  const views = useSelector(actorRef, selectLineViews, sameLineViews);
  return (
    <Stack gap="xs">
      <SectionIntro title={texts.ingredientsTitle} how={texts.ingredientsHow} />
      <Stack
        component="ol"
        gap="sm"
        aria-label={texts.ingredientsTitle}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {views.map((view, index) => (
          <LineRow
            key={view.line.key}
            actorRef={actorRef}
            view={view}
            index={index}
            removable={views.length > 1}
          />
        ))}
      </Stack>
      <Group>
        <Button size="xs" variant="default" onClick={() => actorRef.send({ type: 'line.add' })}>
          {texts.addLine}
        </Button>
      </Group>
    </Stack>
  );
}
