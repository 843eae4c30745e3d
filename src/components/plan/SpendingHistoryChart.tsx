/**
 * The spending history's chart: budget, planned cost and spend of each week as grouped bars
 * (Mantine's own charts, on recharts). A chunk of its own, loaded when the history has weeks to
 * draw, so the budget tracker's first paint and the other pages never wait for the charting
 * code. Screen readers get the table beside it; the chart is one labelled image to them.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { HistoryWeek } from '../../../machines/spendingHistory/history.types.ts';
import { historyTexts, shortWeekLabel } from '../../../machines/texts/history.ts';

const texts = historyTexts;

export default function SpendingHistoryChart({ weeks }: { weeks: readonly HistoryWeek[] }) {
  const data = weeks.map((week) => ({
    week: shortWeekLabel(week.weekStart),
    [texts.budget]: week.budget,
    [texts.planned]: week.planned,
    [texts.spent]: week.spent,
  }));
  return (
    <div role="img" aria-label={texts.chartLabel(weeks.length)}>
      <BarChart
        h={240}
        data={data}
        dataKey="week"
        series={[
          { name: texts.budget, color: 'gray.5' },
          { name: texts.planned, color: 'blue.6' },
          { name: texts.spent, color: 'leaf.7' },
        ]}
        valueFormatter={(value) => texts.money(value)}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        yAxisProps={{ width: 48, tickFormatter: (value: number) => `$${value}` }}
        barChartProps={{ accessibilityLayer: false }}
        tooltipAnimationDuration={0}
      />
    </div>
  );
}
