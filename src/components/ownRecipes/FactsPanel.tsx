/**
 * The review form's live facts: cost per serving with its estimated share, nutrition, food-group
 * badges, allergens and diets, the lines left out with why, and the foods whose facts are
 * estimated. They follow the form a moment after it changes.
 */
import { Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import {
  selectComputing,
  selectFacts,
} from '../../../machines/recipeReview/recipeReview.selectors.ts';
import { reviewTexts as texts } from '../../../machines/texts/ownRecipes.ts';
import { CostLine, FactBadges } from './RecipeFacts.tsx';
import type { ReviewActorRef } from './reviewActor.ts';

export function FactsPanel({ actorRef }: { actorRef: ReviewActorRef }) {
  const { facts, message } = useSelector(actorRef, selectFacts);
  const computing = useSelector(actorRef, selectComputing);
  return (
    <Card
      withBorder
      radius="lg"
      component="section"
      aria-labelledby="review-facts-title"
      bg="gray.0"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md" id="review-facts-title">
            {texts.factsTitle}
          </Title>
          {computing ? (
            <Group gap={6} role="status" aria-live="polite">
              <Loader size="xs" aria-hidden />
              <Text size="xs" c="dimmed">
                {texts.factsComputing}
              </Text>
            </Group>
          ) : null}
        </Group>
        {message ? (
          <Text size="sm" c="dimmed">
            {message}
          </Text>
        ) : null}
        {facts ? (
          <>
            <CostLine facts={facts} />
            <Text size="sm">
              {[
                texts.calories(facts.nutrition.calories),
                texts.macro(texts.protein, facts.nutrition.protein),
                texts.macro(texts.carbs, facts.nutrition.carbs),
                texts.macro(texts.fat, facts.nutrition.fat),
              ].join(' · ')}
            </Text>
            <FactBadges facts={facts} />
            {facts.leftOut.length > 0 ? (
              <div>
                <Text size="sm" fw={600}>
                  {texts.leftOutTitle}
                </Text>
                <List size="sm">
                  {facts.leftOut.map((line) => (
                    <List.Item key={line.index} style={{ overflowWrap: 'anywhere' }}>
                      {texts.leftOut(line.line, line.message)}
                    </List.Item>
                  ))}
                </List>
              </div>
            ) : null}
            {facts.estimates.length > 0 ? (
              <div>
                <Text size="sm" fw={600}>
                  {texts.estimatesTitle}
                </Text>
                <List size="xs" c="dimmed">
                  {facts.estimates.map((sentence) => (
                    <List.Item key={sentence}>{sentence}</List.Item>
                  ))}
                </List>
              </div>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
