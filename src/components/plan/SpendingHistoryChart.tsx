/**
 * The spending history's chart: budget, planned cost and spend of each week as grouped bars
 * (Mantine's own charts, on recharts). A chunk of its own, loaded when the history has weeks to
 * draw, so the budget tracker's first paint and the other pages never wait for the charting
 * code; it imports nothing of the app (its words and rows come as props), so the chunk needs
 * no other of the app's chunks. Screen readers get the table beside it; the chart is one
 * labelled image to them.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface ChartWeek {
  /** The week's label on the axis ('Nov 16'). */
  week: string;
  budget: number;
  planned: number;
  spent: number;
}

export interface ChartWords {
  label: string;
  budget: string;
  planned: string;
  spent: string;
  money: (amount: number) => string;
}

export default function SpendingHistoryChart({
  weeks,
  words,
}: {
  weeks: readonly ChartWeek[];
  words: ChartWords;
}) {
  const data = weeks.map((week) => ({
    week: week.week,
    [words.budget]: week.budget,
    [words.planned]: week.planned,
    [words.spent]: week.spent,
  }));
  return (
    <div role="img" aria-label={words.label}>
      <BarChart
        h={240}
        data={data}
        dataKey="week"
        series={[
          { name: words.budget, color: 'gray.5' },
          { name: words.planned, color: 'blue.6' },
          { name: words.spent, color: 'leaf.7' },
        ]}
        valueFormatter={(value) => words.money(value)}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        yAxisProps={{ width: 48, tickFormatter: (value: number) => `$${value}` }}
        barChartProps={{ accessibilityLayer: false }}
        tooltipAnimationDuration={0}
      />
    </div>
  );
}
