/**
 * The budget tracker screen: a view of one budget-tracker actor (spec section 2, Budget
 * tracker): the Weekly Budget Overview, Current Week's Meals and Recent Changes (green when a
 * change saved money, red when it cost more).
 */
import { Badge, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  budgetSummary,
  type budgetTrackerMachine,
} from '../../../machines/budgetTracker/budgetTracker.machine.ts';
import { PageLoader } from '../PageLoader.tsx';
import { mealTypeColor } from './mealTypeColor.ts';
import { planTexts, signedDollars } from '../../../machines/texts/plan.ts';

export type BudgetTrackerActorRef = ActorRefFrom<typeof budgetTrackerMachine>;

const texts = planTexts.budget;

function money(amount: number): string {
  return amount < 0 ? `-$${Math.abs(amount).toFixed(2)}` : `$${amount.toFixed(2)}`;
}

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

/** One of the tracker's sections: a titled card with its content, or its line for none. */
function SectionCard({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {empty !== null ? <Text c="dimmed">{empty}</Text> : children}
    </Card>
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
  const loading = useSelector(actorRef, (s) => s.hasTag('loading'));
  const data = useSelector(actorRef, (s) => s.context.data);
  const summary = budgetSummary(data);
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
          <Card component="section" aria-labelledby="budget-overview">
            <Title order={2} fz="lg" id="budget-overview" mb="sm">
              {texts.overview}
            </Title>
            <SimpleGrid cols={{ base: 2, xs: summary.planned === null ? 3 : 4 }} spacing="sm">
              {(
                [
                  [texts.budget, summary.weeklyBudget],
                  ...(summary.planned === null ? [] : [[texts.planned, summary.planned] as const]),
                  [texts.spent, summary.spent],
                  [texts.remaining, summary.remaining],
                ] as const
              ).map(([label, amount]) => (
                <div key={label}>
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text
                    fw={800}
                    fz={{ base: 'md', sm: 'xl' }}
                    aria-label={`${label}: ${money(amount)}`}
                  >
                    {money(amount)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <Progress
              mt="md"
              size="lg"
              value={summary.percentSpent}
              color={summary.percentSpent >= 100 ? 'red' : 'leaf'}
              aria-label={texts.percentSpent(summary.percentSpent)}
            />
            <Text size="sm" c="dimmed" mt={6}>
              {texts.percentSpent(summary.percentSpent)}
            </Text>
            {summary.planned !== null ? (
              <Text size="sm" c="dimmed" mt={2}>
                {texts.plannedNote}
              </Text>
            ) : null}
          </Card>
          {history}
          <SectionCard
            id="budget-meals"
            title={texts.meals}
            empty={data.days.length === 0 ? texts.noMeals : null}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {data.days.map((day) => (
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
          <SectionCard
            id="budget-changes"
            title={texts.changes}
            empty={data.changes.length === 0 ? texts.noChanges : null}
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
                  {data.changes.map((entry) => (
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
        </>
      )}
      {footer}
    </Stack>
  );
}
