/**
 * The budget tracker screen: a view of one budget-tracker actor (spec section 2, Budget
 * tracker): the Weekly Budget Overview (past the budget: the real percent, a full red bar and
 * the amount over in place of Remaining), Current Week's Meals and Recent Changes (green when a
 * change saved money, red when it cost more).
 */
import { Badge, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { budgetTrackerMachine } from '../../../machines/budgetTracker/budgetTracker.machine.ts';
import {
  sameSummary,
  selectData,
  selectLoading,
  selectSummary,
} from '../../../machines/budgetTracker/budgetTracker.selectors.ts';
import { PageLoader } from '../PageLoader.tsx';
import { SectionCard } from '../layout/SectionCard.tsx';
import { mealTypeColor } from './mealTypeColor.ts';
import { dollars, signedDollars } from '../../../supabase/functions/_shared/rules/money.ts';
import type {
  BudgetData,
  BudgetSummary,
} from '../../../machines/budgetTracker/budgetTracker.types.ts';
import { budgetTexts } from '../../../machines/texts/budget.ts';

export type BudgetTrackerActorRef = ActorRefFrom<typeof budgetTrackerMachine>;

const texts = budgetTexts;

function changeDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // The log covers one week, so month and day say enough and leave room on a phone.
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

function differenceColor(amount: number): string | undefined {
  if (amount < 0) return 'leaf.9';
  if (amount > 0) return 'red.9';
  return undefined;
}

/** The Weekly Budget Overview: the budget, the plan's cost, the spend and what is left (or over). */
function BudgetOverview({ summary }: { summary: BudgetSummary }) {
  const over = summary.overBy > 0;
  const figures: { label: string; amount: number; alarm?: boolean }[] = [
    { label: texts.budget, amount: summary.weeklyBudget },
    ...(summary.planned === null ? [] : [{ label: texts.planned, amount: summary.planned }]),
    { label: texts.spent, amount: summary.spent },
    // Past the budget nothing is left: the amount over shows instead, in red.
    over
      ? { label: texts.over, amount: summary.overBy, alarm: true }
      : { label: texts.remaining, amount: summary.remaining },
  ];
  return (
    <SectionCard id="budget-overview" title={texts.overview}>
      <SimpleGrid cols={{ base: 2, xs: summary.planned === null ? 3 : 4 }} spacing="sm">
        {figures.map(({ label, amount, alarm }) => (
          <div key={label}>
            <Text size="sm" c={alarm ? 'red.9' : 'dimmed'}>
              {label}
            </Text>
            <Text
              fw={800}
              fz={{ base: 'md', sm: 'xl' }}
              c={alarm ? 'red.9' : undefined}
              aria-label={`${label}: ${dollars(amount)}`}
            >
              {dollars(amount)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Progress.Root mt="md" size="lg">
        {/* The bar stops at 100; what it says aloud is the real percent (and the amount
            over), so its value text is ours, not Mantine's "100%". */}
        <Progress.Section
          value={summary.barPercent}
          color={summary.percentSpent >= 100 ? 'red' : 'leaf'}
          withAria={false}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={summary.barPercent}
          aria-valuetext={texts.percentSpent(summary.percentSpent)}
          aria-label={texts.spentLabel(summary.percentSpent, summary.overBy)}
        />
      </Progress.Root>
      <Text size="sm" c="dimmed" mt={6}>
        {texts.percentSpent(summary.percentSpent)}
      </Text>
      {over ? (
        <Text size="sm" c="red.9" fw={700} mt={2}>
          {texts.overBy(summary.overBy)}
        </Text>
      ) : null}
      {summary.planned !== null ? (
        <Text size="sm" c="dimmed" mt={2}>
          {texts.plannedNote}
        </Text>
      ) : null}
    </SectionCard>
  );
}

/** Current Week's Meals: each day's cost and meals. */
function WeekMeals({ days }: { days: BudgetData['days'] }) {
  return (
    <SectionCard
      id="budget-meals"
      title={texts.meals}
      empty={days.length === 0 ? texts.noMeals : null}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {days.map((day) => (
          <div key={day.date}>
            <Group justify="space-between">
              <Text fw={700}>{day.day}</Text>
              <Text fw={600}>{day.dailyCost}</Text>
            </Group>
            <Stack gap={2}>
              {day.meals.map((meal) => (
                <Group key={meal.id} gap={6} wrap="nowrap">
                  <Badge
                    size="xs"
                    variant="light"
                    color={mealTypeColor(meal.type)}
                    style={{ flexShrink: 0 }}
                  >
                    {meal.type}
                  </Badge>
                  <Text size="sm" truncate>
                    {meal.name}
                  </Text>
                </Group>
              ))}
            </Stack>
          </div>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

/** Recent Changes: the week's edits and what each did to its cost. */
function RecentChanges({ changes }: { changes: BudgetData['changes'] }) {
  return (
    <SectionCard
      id="budget-changes"
      title={texts.changes}
      empty={changes.length === 0 ? texts.noChanges : null}
    >
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs" aria-labelledby="budget-changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.date}</Table.Th>
              <Table.Th>{texts.change}</Table.Th>
              <Table.Th ta="right">{texts.difference}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((entry) => (
              <Table.Tr key={`${entry.date}-${entry.change}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{changeDate(entry.date)}</Table.Td>
                <Table.Td>{entry.change}</Table.Td>
                <Table.Td ta="right" c={differenceColor(entry.priceDifference)} fw={700}>
                  {signedDollars(entry.priceDifference)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

export function BudgetTrackerView({
  actorRef,
  callToAction,
  history,
  footer,
}: {
  actorRef: BudgetTrackerActorRef;
  callToAction?: ReactNode;
  /** The signed-in person's spending history, after the overview (the demo has none). */
  history?: ReactNode;
  footer: ReactNode;
}) {
  const loading = useSelector(actorRef, selectLoading);
  const data = useSelector(actorRef, selectData);
  const summary = useSelector(actorRef, selectSummary, sameSummary);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {texts.title}
      </Title>
      {callToAction}
      {loading ? (
        <PageLoader fillScreen />
      ) : (
        <>
          <BudgetOverview summary={summary} />
          {history}
          <WeekMeals days={data.days} />
          <RecentChanges changes={data.changes} />
        </>
      )}
      {footer}
    </Stack>
  );
}
