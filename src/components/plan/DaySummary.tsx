/**
 * The day plan's Daily Summary: the day's cost and what its meals bring against the goals. For
 * one person, their protein goal and the day's meals against their targets; for a household,
 * the household's totals and each member's protein and calories against their own goals
 * (machines/planShared/household.ts derives both from the response).
 */
import { Group, Progress, SimpleGrid, Stack, Text, Title, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Day } from '../../../machines/planShared/plan.types.ts';
import type { HouseholdMemberPlan } from '../../../supabase/functions/_shared/schemas/responses.ts';
import {
  dayTargets,
  memberDays,
  type MemberDayRow,
  type TargetBar,
} from '../../../machines/planShared/household.ts';
import { householdPlanTexts } from '../../../machines/texts/householdPlan.ts';
import { planTexts } from '../../../machines/texts/plan.ts';

const texts = planTexts.day;
const household = householdPlanTexts.day;

function Bar({ bar }: { bar: TargetBar }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{bar.label}</Text>
      <Progress
        value={Math.min(100, bar.share * 100)}
        color={bar.met ? 'teal' : 'yellow'}
        radius="xl"
        aria-label={bar.label}
      />
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </div>
  );
}

/** Each member's day: their sentence, then a thin bar for protein and one for calories. */
function MemberDays({ rows }: { rows: MemberDayRow[] }) {
  return (
    <Stack gap="xs" mt="md" component="section" aria-labelledby="member-days-title">
      <Title order={3} fz="md" id="member-days-title">
        {household.membersTitle}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <li key={row.member} data-testid="member-day">
            <Text size="sm" fw={700}>
              {row.name}
            </Text>
            {row.share ? (
              <Text size="xs" c="dimmed" data-testid="member-day-share">
                {row.share}
              </Text>
            ) : null}
            <SimpleGrid cols={2} spacing="sm" mt={2}>
              {row.bars.map((bar) => (
                <Stack gap={2} key={bar.label}>
                  <Text size="xs">{bar.text ?? bar.label}</Text>
                  <Progress
                    value={Math.min(100, bar.share * 100)}
                    color={bar.met ? 'teal' : 'yellow'}
                    radius="xl"
                    size="sm"
                    aria-label={bar.label}
                  />
                </Stack>
              ))}
            </SimpleGrid>
          </li>
        ))}
      </Stack>
      <Text size="xs" c="dimmed">
        {household.membersNote}
      </Text>
    </Stack>
  );
}

/** The summary's card: its title, its figures in a row, and what follows them. */
function SummaryCard({ figures, children }: { figures: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="lg">
      <Title order={2} fz="lg" mb="xs">
        {texts.summary}
      </Title>
      <Group gap="xl">{figures}</Group>
      {children}
    </Paper>
  );
}

export function DaySummary({
  day,
  hasMeals,
  dailyGoal,
  householdMembers = null,
}: {
  day: Day | null;
  hasMeals: boolean;
  /** The person's daily protein goal the week was planned for (null on older weeks). */
  dailyGoal: number | null;
  /** A household's week: its members' whole days, which each member's day is a part of. */
  householdMembers?: HouseholdMemberPlan[] | null;
}) {
  const members = day ? memberDays(day, householdMembers) : null;
  if (members) {
    return (
      <SummaryCard
        figures={
          <>
            <Figure label={household.householdCost} value={day?.dailyCost ?? '$0.00'} />
            {day && hasMeals ? (
              <Figure
                label={household.householdTotals}
                value={texts.mealsTotals(day.dailyProtein, day.dailyCalories)}
              />
            ) : null}
          </>
        }
      >
        {hasMeals ? <MemberDays rows={members} /> : null}
      </SummaryCard>
    );
  }
  const bars = day && hasMeals ? dayTargets(day) : [];
  return (
    <SummaryCard
      figures={
        <>
          <Figure label={texts.dailyCost} value={day?.dailyCost ?? '$0.00'} />
          <Figure label={texts.proteinGoal} value={`${dailyGoal ?? day?.proteinGoal ?? 110}g`} />
          {dailyGoal !== null && day && hasMeals ? (
            <Figure
              label={texts.fromMeals}
              value={texts.mealsTotals(day.dailyProtein, day.dailyCalories)}
            />
          ) : null}
        </>
      }
    >
      {dailyGoal !== null && dailyGoal > 0 && day && hasMeals ? (
        <Text size="sm" c="dimmed" mt="xs">
          {texts.shareNote(
            dailyGoal,
            Math.round((day.proteinGoal / dailyGoal) * 100),
            day.proteinGoal,
            day.calorieTarget,
          )}
        </Text>
      ) : null}
      {bars.length > 0 ? (
        <Stack gap={6} mt="sm" aria-label={texts.targetsTitle} data-testid="day-targets">
          {bars.map((bar) => (
            <Bar key={bar.label} bar={bar} />
          ))}
        </Stack>
      ) : null}
    </SummaryCard>
  );
}
