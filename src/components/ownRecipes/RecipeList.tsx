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

interface RecipeAction {
  type: 'recipe.open' | 'recipe.duplicate' | 'recipe.delete';
  text: string;
  label: (name: string) => string;
  variant: 'filled' | 'default' | 'subtle';
  color?: string;
}

/** What can be done with a recipe of the list, in the order the buttons show. */
const RECIPE_ACTIONS: readonly RecipeAction[] = [
  { type: 'recipe.open', text: texts.edit, label: texts.editLabel, variant: 'filled' },
  {
    type: 'recipe.duplicate',
    text: texts.duplicate,
    label: texts.duplicateLabel,
    variant: 'default',
  },
  {
    type: 'recipe.delete',
    text: texts.remove,
    label: texts.removeLabel,
    variant: 'subtle',
    color: 'red',
  },
];

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
          {RECIPE_ACTIONS.map((action) => (
            <Button
              key={action.type}
              size="xs"
              variant={action.variant}
              color={action.color}
              disabled={!canChange}
              aria-label={action.label(recipe.name)}
              onClick={() => actorRef.send({ type: action.type, id: recipe.id })}
            >
              {action.text}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

function Unreadable({ rows }: { rows: RecipeBook['unreadable'] }) {
  if (rows.length === 0) return null;
  return (
    // Not urgent (role alert would interrupt a screen reader): a note beside the list.
    <Alert color="orange" variant="light" title={texts.unreadableTitle} role="note">
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
