/**
 * The weekly plan's 'Who this week feeds': the cost per person on average, then a card for each
 * household member (the account holder first) with their portion, the meals of the week they eat
 * at home, their daily goals and the part of them the planned meals cover, their share of the
 * week's cost, their Healthy Eating Index (or, under 2, why there is none) and their protein
 * days, as the planner's response gives them (machines/planShared/household.ts).
 */
import { memo } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { HouseholdWeek } from '../../../machines/planShared/household.ts';
import { householdPlanTexts } from '../../../machines/texts/householdPlan.ts';

const texts = householdPlanTexts.week;

export const HouseholdWeekPanel = memo(function HouseholdWeekPanel({
  week,
}: {
  week: HouseholdWeek;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="household-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="household-title">
            {texts.title}
          </Title>
          <Text fw={600} data-testid="cost-per-person">
            {week.perPerson}
          </Text>
          <Text size="sm" c="dimmed">
            {week.shareNote}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {week.rows.map((row) => (
            <Paper
              key={row.member}
              withBorder
              p="sm"
              radius="md"
              component="article"
              aria-label={row.name}
              data-testid="household-member"
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Title order={3} fz="md">
                    {row.name} {row.isYou && row.name !== 'You' ? texts.you : null}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {row.age}
                  </Text>
                </div>
                <div style={{ textAlign: 'right', flexShrink: 0 }}>
                  <Text size="xs" c="dimmed">
                    {texts.cost}
                  </Text>
                  <Text fw={700}>{row.cost}</Text>
                </div>
              </Group>
              <Stack gap={2} mt="xs">
                <Text size="sm">{row.portion}</Text>
                <Text size="sm">{row.meals}</Text>
                <Text size="sm">{row.goals}</Text>
                {row.plannedShare ? (
                  <Text size="sm" c="dimmed" data-testid="member-planned-share">
                    {row.plannedShare}
                  </Text>
                ) : null}
                <Text size="sm">{row.proteinDays}</Text>
                {row.hei ? <Text size="sm">{row.hei}</Text> : null}
                {row.heiNote ? (
                  <Text size="sm" c="dimmed" data-testid="member-hei-note">
                    {row.heiNote}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
});
