/**
 * The budget tracker's Spending History (signed in): a chart of every planned week's budget,
 * cost at the till and spend with the same figures as a table (for screen readers and small
 * screens), each figure over or under its week's budget (red over, and a week over budget marked
 * in the table and drawn red in the chart), the spend of a chosen week by store section, and the
 * purchases as a CSV file. A view of one spending-history actor.
 */
import { ActorLoadState } from '../layout/LoadState.tsx';
import { SectionCard } from '../layout/SectionCard.tsx';
import { Alert, Badge, Button, Group, List, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import {
  selectData,
  selectExporting,
  selectPickedWeek,
} from '../../../machines/spendingHistory/spendingHistory.selectors.ts';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { spendingHistoryMachine } from '../../../machines/spendingHistory/spendingHistory.machine.ts';
import {
  budgetStanding,
  isOverBudget,
  sectionBreakdown,
  weeksWithPurchases,
} from '../../../machines/spendingHistory/history.ts';
import type { HistoryData, HistoryWeek } from '../../../machines/spendingHistory/history.types.ts';
import { spentTotal } from '../../../machines/budgetTracker/weekFigures.ts';
import { historyTexts as texts, shortWeekLabel } from '../../../machines/texts/history.ts';

export type SpendingHistoryActorRef = ActorRefFrom<typeof spendingHistoryMachine>;

const SpendingHistoryChart = lazy(() => import('./SpendingHistoryChart.tsx'));

/** The chart draws this many weeks at most (the newest); the table lists them all. */
export const CHART_WEEKS = 12;

/** A week's figure with how it stands against the week's budget under it (red when over). */
function FigureCell({ figure, budget }: { figure: number; budget: number }) {
  const standing = budgetStanding(figure, budget);
  return (
    <Table.Td ta="right">
      <Text span inherit fw={700} c={standing.over ? 'red.9' : undefined}>
        {texts.money(figure)}
      </Text>
      <Text size="xs" c={standing.over ? 'red.9' : 'dimmed'} fw={standing.over ? 700 : 400}>
        {standing.over ? texts.over(standing.amount) : texts.under(standing.amount)}
      </Text>
    </Table.Td>
  );
}

function WeeksTable({ weeks }: { weeks: readonly HistoryWeek[] }) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table
        verticalSpacing="xs"
        horizontalSpacing="xs"
        fz={{ base: 'xs', xs: 'sm' }}
        captionSide="top"
      >
        <Table.Caption style={{ textAlign: 'left' }}>{texts.tableCaption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.week}</Table.Th>
            <Table.Th ta="right">{texts.budget}</Table.Th>
            <Table.Th ta="right">{texts.planned}</Table.Th>
            <Table.Th ta="right">{texts.spent}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...weeks].reverse().map((week) => (
            <Table.Tr key={week.weekStart}>
              <Table.Th scope="row" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {shortWeekLabel(week.weekStart)}
                {week.current ? (
                  <Text size="xs" c="dimmed" fw={400}>
                    {texts.thisWeek}
                  </Text>
                ) : null}
                {isOverBudget(week) ? (
                  <Badge size="xs" color="red" variant="light" display="block" w="fit-content">
                    {texts.overBudget}
                  </Badge>
                ) : null}
              </Table.Th>
              <Table.Td ta="right">{texts.money(week.budget)}</Table.Td>
              <FigureCell figure={week.planned} budget={week.budget} />
              <FigureCell figure={week.spent} budget={week.budget} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SectionBreakdown({
  data,
  pickedWeek,
  onPick,
}: {
  data: HistoryData;
  pickedWeek: string | null;
  onPick: (weekStart: string) => void;
}) {
  const weeks = weeksWithPurchases(data.purchases);
  if (pickedWeek === null || weeks.length === 0) return <Text c="dimmed">{texts.noPurchases}</Text>;
  const lines = sectionBreakdown(data.purchases, pickedWeek);
  const total = spentTotal(lines.map((line) => line.amount));
  return (
    <Stack gap="xs">
      <NativeSelect
        label={texts.pickWeek}
        data={weeks.map((week) => ({ value: week, label: texts.weekOf(week) }))}
        value={pickedWeek}
        onChange={(event) => onPick(event.currentTarget.value)}
        maw={260}
      />
      <Table verticalSpacing="xs" fz="sm" aria-labelledby="history-sections">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.section}</Table.Th>
            <Table.Th ta="right">{texts.items}</Table.Th>
            <Table.Th ta="right">{texts.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.section}>
              <Table.Th scope="row" fw={500}>
                {texts.sections[line.section]}
              </Table.Th>
              <Table.Td ta="right">{line.count}</Table.Td>
              <Table.Td ta="right">{texts.money(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{texts.total}</Table.Th>
            <Table.Td ta="right">{lines.reduce((sum, line) => sum + line.count, 0)}</Table.Td>
            <Table.Td ta="right" fw={700}>
              {texts.money(total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Stack>
  );
}

export function SpendingHistoryView({ actorRef }: { actorRef: SpendingHistoryActorRef }) {
  const exporting = useSelector(actorRef, selectExporting);
  const data = useSelector(actorRef, selectData);
  const pickedWeek = useSelector(actorRef, selectPickedWeek);
  const charted = data ? data.weeks.slice(-CHART_WEEKS) : [];
  return (
    <>
      <SectionCard id="history-title" title={texts.title} titleGap={4}>
        <Text size="sm" c="dimmed" mb="sm">
          {texts.intro}
        </Text>
        <ActorLoadState actorRef={actorRef} retry={{ type: 'history.reload' }} texts={texts} />
        {data && data.problems.length > 0 ? (
          <Alert color="orange" variant="light" title={texts.problemsTitle} mb="sm">
            <List size="sm">
              {data.problems.map((problem, index) => (
                <List.Item key={`${index}-${problem}`}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {data && data.weeks.length === 0 ? <Text c="dimmed">{texts.noWeeks}</Text> : null}
        {data && data.weeks.length > 0 ? (
          <Stack gap="sm">
            <Suspense fallback={<div style={{ height: 240 }} />}>
              <SpendingHistoryChart
                weeks={charted.map((week) => ({
                  week: shortWeekLabel(week.weekStart),
                  budget: week.budget,
                  planned: week.planned,
                  spent: week.spent,
                  plannedOver: budgetStanding(week.planned, week.budget).over,
                  spentOver: budgetStanding(week.spent, week.budget).over,
                }))}
                words={{
                  label: texts.chartLabel(charted.length, charted.filter(isOverBudget).length),
                  budget: texts.budget,
                  planned: texts.planned,
                  spent: texts.spent,
                  money: texts.money,
                }}
              />
            </Suspense>
            {charted.some(isOverBudget) ? (
              <Text size="xs" c="red.9">
                {texts.chartOverNote}
              </Text>
            ) : null}
            {data.weeks.length > charted.length ? (
              <Text size="xs" c="dimmed">
                {texts.chartLimit(charted.length, data.weeks.length)}
              </Text>
            ) : null}
            <WeeksTable weeks={data.weeks} />
            <Text size="xs" c="dimmed">
              {texts.plannedNote}
            </Text>
          </Stack>
        ) : null}
      </SectionCard>
      {data ? (
        <SectionCard id="history-sections" title={texts.bySection}>
          <SectionBreakdown
            data={data}
            pickedWeek={pickedWeek}
            onPick={(weekStart) => actorRef.send({ type: 'history.pickWeek', weekStart })}
          />
          <Group justify="space-between" mt="md" gap="xs">
            <Text size="sm" c="dimmed">
              {texts.exportNote}
            </Text>
            <Button
              variant="light"
              loading={exporting}
              disabled={data.purchases.length === 0}
              onClick={() => actorRef.send({ type: 'history.export' })}
            >
              {texts.exportCsv}
            </Button>
          </Group>
        </SectionCard>
      ) : null}
    </>
  );
}
