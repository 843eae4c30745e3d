/**
 * A recipe's facts as the list and the review form show them: cost per serving (with the share
 * resting on estimated prices), the HEI food-group badges, allergens and diets.
 */
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { RecipeFactsCard } from '../../../supabase/functions/_shared/own-recipes/book-api.ts';
import { ownRecipesTexts as texts } from '../../../machines/texts/ownRecipes.ts';

export function CostLine({ facts }: { facts: RecipeFactsCard }) {
  return (
    <Text fw={700} c="leaf.9">
      {texts.costPerServing(facts.costPerServing, facts.estimatedPercent)}
    </Text>
  );
}

export function FactBadges({ facts }: { facts: RecipeFactsCard }) {
  return (
    <Stack gap={6}>
      {facts.badges.length > 0 ? (
        <Group gap={6} aria-label={texts.badgesLabel} role="list">
          {facts.badges.map((badge) => (
            <Badge key={badge.component} variant="light" color="leaf" role="listitem" tt="none">
              {texts.badge(badge.name, badge.amount, badge.unit)}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Group gap={6} aria-label={texts.allergensLabel} role="list">
        {facts.allergens.length === 0 ? (
          <Text size="xs" c="dimmed" role="listitem">
            {texts.noAllergens}
          </Text>
        ) : (
          facts.allergens.map((allergen) => (
            <Badge key={allergen} variant="outline" color="red.9" role="listitem" tt="none">
              {allergen}
            </Badge>
          ))
        )}
      </Group>
      {facts.diets.length > 0 ? (
        <Group gap={6} aria-label={texts.dietsLabel} role="list">
          {facts.diets.map((diet) => (
            <Badge key={diet} variant="outline" color="blue.9" role="listitem" tt="none">
              {diet}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
