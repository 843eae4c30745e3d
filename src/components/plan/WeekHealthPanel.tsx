/**
 * The week's diet quality as the planner stored it with the meals (weeklyPlan.health): the
 * Healthy Eating Index 2020 with its 13 parts as a bar chart (each bar its score out of its
 * maximum, which people take in faster than numbers), and the food groups against the person's
 * targets. Bars are Mantine Progress bars with their value in words, so a screen reader reads
 * the same chart.
 */
import { memo } from 'react';
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { WeekHealth } from '../../../supabase/functions/_shared/schemas/responses.ts';
import { planTexts } from '../../../machines/texts/plan.ts';

const texts = planTexts.health;

function scoreColor(share: number): string {
  return share >= 0.8 ? 'teal' : share >= 0.5 ? 'yellow' : 'red';
}

/** The score badge's colours: dark teal or red with white text, light yellow with dark text (AA). */
function badgeColor(share: number): string {
  return share >= 0.8 ? 'teal.9' : share >= 0.5 ? 'yellow.5' : 'red.9';
}

function Bar({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{label}</Text>
      <Progress
        value={Math.max(0, Math.min(100, value))}
        color={color}
        size="md"
        radius="xl"
        aria-label={label}
      />
    </Stack>
  );
}

export const WeekHealthPanel = memo(function WeekHealthPanel({ health }: { health: WeekHealth }) {
  const total = health.hei.total;
  const share = Math.round(health.plannedShare * 100);
  const groups = health.foodGroups.filter((g) => g.kind === 'target' && g.target > 0);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="week-health-title">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h4" id="week-health-title">
            {texts.title}
          </Title>
          <Badge size="lg" color={badgeColor(total / 100)} autoContrast data-testid="hei-score">
            {texts.score(total)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {texts.scoreNote}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs" data-testid="hei-chart">
            <Title order={3} size="h5">
              {texts.componentsTitle}
            </Title>
            {health.hei.components.map((c) => (
              <Bar
                key={c.component}
                label={
                  texts.componentLabel(c.name, c.score, c.max) +
                  (c.kind === 'moderation' ? ` (${texts.moderationHint})` : '')
                }
                value={(100 * c.score) / c.max}
                color={scoreColor(c.score / c.max)}
              />
            ))}
          </Stack>
          <Stack gap="xs" data-testid="food-groups">
            <Title order={3} size="h5">
              {texts.groupsTitle}
            </Title>
            <Text size="xs" c="dimmed">
              {texts.groupsNote(health.calorieLevel, share)}
            </Text>
            {groups.map((g) => (
              <Bar
                key={g.group}
                label={texts.groupLabel(g.name, g.amount, g.target, g.unit, g.period)}
                value={(100 * g.amount) / g.target}
                color={scoreColor(g.amount / g.target)}
              />
            ))}
            <Title order={3} size="h5" mt="xs">
              {texts.limitsTitle}
            </Title>
            {health.limits.map((l) => (
              <Bar
                key={l.limit}
                label={texts.limitLabel(l.name, l.amount, l.max, l.unit)}
                value={(100 * l.amount) / l.max}
                color={l.amount <= l.max ? 'teal' : 'red'}
              />
            ))}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
});
