/**
 * The list of "My recipes": a search box that filters by name as it is typed, each recipe with
 * its cost per serving and facts, how often it is planned, and its actions; the rows that could
 * not be read, each with why (never hidden).
 */
import { Alert, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { StoredRecipe } from '../../../supabase/functions/_shared/own-recipes/book-api.ts';
import type { ownRecipesMachine } from '../../../machines/ownRecipes/ownRecipes.machine.ts';
import type { RecipeBook } from '../../../machines/ownRecipes/ownRecipes.types.ts';
import { selectQuery, visibleRecipes } from '../../../machines/ownRecipes/ownRecipes.selectors.ts';
import { ownRecipesTexts as texts } from '../../../machines/texts/ownRecipes.ts';
import { CostLine, FactBadges } from './RecipeFacts.tsx';

export type OwnRecipesActorRef = ActorRefFrom<typeof ownRecipesMachine>;

function RecipeCard({ actorRef, recipe }: { actorRef: OwnRecipesActorRef; recipe: StoredRecipe }) {
  const canChange = useSelector(actorRef, (s) => s.can({ type: 'recipe.open', id: recipe.id }));
  const headingId = `recipe-${recipe.id}`;
  return (
    <Card withBorder radius="lg" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere', flex: 1 }}>
            {recipe.name}
          </Title>
          <CostLine facts={recipe.facts} />
        </Group>
        <Text size="sm" c="dimmed">
          {texts.planLabel(recipe.planPerWeek)}
        </Text>
        <FactBadges facts={recipe.facts} />
        <Group gap="xs">
          <Button
            size="xs"
            disabled={!canChange}
            aria-label={texts.editLabel(recipe.name)}
            onClick={() => actorRef.send({ type: 'recipe.open', id: recipe.id })}
          >
            {texts.edit}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!canChange}
            aria-label={texts.duplicateLabel(recipe.name)}
            onClick={() => actorRef.send({ type: 'recipe.duplicate', id: recipe.id })}
          >
            {texts.duplicate}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={!canChange}
            aria-label={texts.removeLabel(recipe.name)}
            onClick={() => actorRef.send({ type: 'recipe.delete', id: recipe.id })}
          >
            {texts.remove}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Unreadable({ rows }: { rows: RecipeBook['unreadable'] }) {
  if (rows.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title={texts.unreadableTitle}>
      <List size="sm">
        {rows.map((row) => (
          <List.Item key={row.id}>{texts.unreadable(row.id, row.error)}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={4}>
        {texts.unreadableHow}
      </Text>
    </Alert>
  );
}

export function RecipeList({ actorRef, book }: { actorRef: OwnRecipesActorRef; book: RecipeBook }) {
  const query = useSelector(actorRef, selectQuery);
  const shown = visibleRecipes(book.recipes, query);
  return (
    <Stack gap="md">
      <Unreadable rows={book.unreadable} />
      {book.recipes.length > 0 ? (
        <TextInput
          type="search"
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={query}
          onChange={(event) =>
            actorRef.send({ type: 'search.change', query: event.currentTarget.value })
          }
        />
      ) : null}
      {book.recipes.length > 0 && shown.length === 0 ? (
        <Text c="dimmed">{texts.noMatch(query)}</Text>
      ) : null}
      <Stack
        component="ul"
        gap="sm"
        aria-label={texts.title}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {shown.map((recipe) => (
          <RecipeCard key={recipe.id} actorRef={actorRef} recipe={recipe} />
        ))}
      </Stack>
    </Stack>
  );
}
