/**
 * The spending history's chart: budget, cost at the till and spend of each week as grouped bars
 * (Mantine's own charts, on recharts), a till or spend bar drawn red when it went over its week's
 * budget. A chunk of its own, loaded when the history has weeks to
 * draw, so the budget tracker's first paint and the other pages never wait for the charting
 * code; it imports nothing of the app (its words and rows come as props), so the chunk needs
 * no other of the app's chunks. Screen readers get the table beside it; the chart is one
 * labelled image to them.
 */
import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { Rectangle, type BarShapeProps } from 'recharts';

export interface ChartWeek {
  /** The week's label on the axis ('Nov 16'). */
  week: string;
  budget: number;
  /** The week's cost at the till. */
  planned: number;
  spent: number;
  /** The till, or the spend, is past the week's budget: its bar is drawn red. */
  plannedOver: boolean;
  spentOver: boolean;
}

export interface ChartWords {
  label: string;
  budget: string;
  planned: string;
  spent: string;
  money: (amount: number) => string;
}

/** Where a row says which of its bars are over budget (not a series: never drawn or listed). */
const OVER_KEY = 'over';
const OVER_COLOR = 'var(--mantine-color-red-8)';

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
    [OVER_KEY]: { [words.planned]: week.plannedOver, [words.spent]: week.spentOver },
  }));
  // A bar past its week's budget is red whatever its series' colour (the row carries which).
  const barProps = (series: BarChartSeries) => ({
    shape: (props: BarShapeProps) => {
      const over = (props.payload as Record<string, Record<string, boolean> | undefined>)[
        OVER_KEY
      ]?.[series.name];
      return <Rectangle {...props} fill={over ? OVER_COLOR : props.fill} />;
    },
  });
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
        barProps={barProps}
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
