/**
 * The spending history's computations (history.ts, purchasesCsv.ts, weekFigures.ts) and its
 * machine: figures to the cent, bad rows named and left out, sections as the shopping list
 * places them, CSV quoting that reads back the same, and load, retry, pick and export.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  buildHistory,
  currentWeekOf,
  defaultBreakdownWeek,
  sectionBreakdown,
  weekBudget,
  weeksWithPurchases,
  type HistoryRows,
} from '../../machines/spendingHistory/history.ts';
import { csvField, parseCsv, purchasesCsv } from '../../machines/spendingHistory/purchasesCsv.ts';
import { plannedCost, spentTotal } from '../../machines/budgetTracker/weekFigures.ts';
import { spendingHistoryMachine } from '../../machines/spendingHistory/spendingHistory.machine.ts';
import type { HistoryData, HistoryPurchase } from '../../machines/spendingHistory/history.types.ts';
import type { SpendingHistoryInput } from '../../machines/spendingHistory/spendingHistory.types.ts';

const plan = (week: string, budget: number, total: number) => ({
  week_start: week,
  plan_week_start: week,
  budget,
  total,
});
const bought = (week: string, key: string, name: string, paid: number | string, at: string) => ({
  week_start: week,
  item_key: key,
  name,
  amount_paid: paid,
  purchased_at: at,
});

const sections: Record<string, 'produce' | 'meat-fish' | 'pantry'> = {
  spinach: 'produce',
  chicken_breast: 'meat-fish',
  brown_rice: 'pantry',
};

function rows(overrides: Partial<HistoryRows> = {}): HistoryRows {
  return {
    today: '2026-11-24',
    profileBudget: 100,
    plans: [plan('2026-11-16', 75, 61.4), plan('2026-11-23', 80, 70.1)],
    ownItems: [{ week_start: '2026-11-23', item_key: 'custom-1', price: '4.99' }],
    purchases: [
      bought('2026-11-16', 'spinach', 'Spinach', 3.5, '2026-11-17T10:00:00Z'),
      bought('2026-11-16', 'brown_rice', 'Brown rice', '2.10', '2026-11-17T10:00:00Z'),
      bought('2026-11-23', 'chicken_breast', 'Chicken breast', 9.99, '2026-11-23T18:30:00Z'),
      bought('2026-11-23', 'custom-1', 'Coffee, "dark"', 5.25, '2026-11-24T08:00:00Z'),
      bought('2026-11-23', 'mystery', 'Mystery food', 1, '2026-11-24T08:00:00Z'),
    ],
    sectionOf: (key) => sections[key],
    dateOf: (timestamp) => timestamp.slice(0, 10),
    ...overrides,
  };
}

describe('week figures', () => {
  it('adds planned cost and spend in cents', () => {
    expect(plannedCost(0.1, [0.2])).toBe(0.3);
    expect(plannedCost(61.4, [])).toBe(61.4);
    expect(spentTotal([0.1, 0.2, 0.7])).toBe(1);
    expect(spentTotal([])).toBe(0);
  });
});

describe('spending history', () => {
  it('gives each planned week its budget, planned cost (bill and own items) and spend', () => {
    const history = buildHistory(rows());
    expect(history.problems).toEqual([]);
    expect(history.weeks).toEqual([
      { weekStart: '2026-11-16', current: false, budget: 75, planned: 61.4, spent: 5.6 },
      // The current week: the tracker's budget (the profile's), the bill plus the own item.
      { weekStart: '2026-11-23', current: true, budget: 100, planned: 75.09, spent: 16.24 },
    ]);
  });

  it("takes the current week the tracker's way: the latest plan holding today", () => {
    expect(currentWeekOf(['2026-11-16', '2026-11-23'], '2026-11-24')).toBe('2026-11-23');
    expect(currentWeekOf(['2026-11-16', '2026-11-18'], '2026-11-23')).toBe('2026-11-18');
    expect(currentWeekOf(['2026-11-16'], '2026-11-30')).toBeNull();
  });

  it("uses the profile's budget this week and each earlier week's own plan budget", () => {
    expect(weekBudget(true, 75, 100)).toBe(100);
    expect(weekBudget(false, 75, 100)).toBe(75);
    expect(weekBudget(false, 0, 100)).toBe(100);
  });

  it('places purchases as the shopping list does: own items apart, unknown foods in pantry', () => {
    const { purchases } = buildHistory(rows());
    expect(purchases.map((p) => [p.item, p.section])).toEqual([
      ['Brown rice', 'pantry'],
      ['Spinach', 'produce'],
      ['Chicken breast', 'meat-fish'],
      ['Coffee, "dark"', 'own'],
      ['Mystery food', 'pantry'],
    ]);
    expect(sectionBreakdown(purchases, '2026-11-23')).toEqual([
      { section: 'meat-fish', amount: 9.99, count: 1 },
      { section: 'pantry', amount: 1, count: 1 },
      { section: 'own', amount: 5.25, count: 1 },
    ]);
    expect(sectionBreakdown(purchases, '2026-11-16')).toEqual([
      { section: 'produce', amount: 3.5, count: 1 },
      { section: 'pantry', amount: 2.1, count: 1 },
    ]);
  });

  it('offers the weeks with purchases, newest first, and opens on the current one', () => {
    const history = buildHistory(rows());
    expect(weeksWithPurchases(history.purchases)).toEqual(['2026-11-23', '2026-11-16']);
    expect(defaultBreakdownWeek(history)).toBe('2026-11-23');
    const onlyLastWeek = buildHistory(
      rows({ purchases: [bought('2026-11-16', 'spinach', 'Spinach', 3.5, '2026-11-17T10:00Z')] }),
    );
    expect(defaultBreakdownWeek(onlyLastWeek)).toBe('2026-11-16');
    expect(defaultBreakdownWeek(buildHistory(rows({ purchases: [] })))).toBeNull();
  });

  it('leaves out a malformed plan and says which week, never throwing', () => {
    const history = buildHistory(
      rows({
        plans: [
          plan('2026-11-23', 80, 70.1),
          { week_start: '2026-11-09', plan_week_start: '2026-11-09', budget: 'lots', total: 3 },
          { week_start: '2026-11-02', plan_week_start: null, budget: null, total: null },
          plan('2026-10-26', 80, -5),
          { ...plan('2026-10-19', 80, 5), plan_week_start: '2026-10-20' },
          null,
        ],
      }),
    );
    expect(history.weeks.map((week) => week.weekStart)).toEqual(['2026-11-23']);
    expect(history.problems).toEqual([
      'The plan stored for the week of 2026-11-09 could not be read, so that week is left out.',
      'The plan stored for the week of 2026-11-02 could not be read, so that week is left out.',
      'The plan stored for the week of 2026-10-26 could not be read, so that week is left out.',
      'The plan stored for the week of 2026-10-19 could not be read, so that week is left out.',
      'The plan stored for the week of ? could not be read, so that week is left out.',
    ]);
  });

  it('leaves out a negative or unreadable amount from spend, breakdown and file, and names it', () => {
    const history = buildHistory(
      rows({
        purchases: [
          bought('2026-11-23', 'spinach', 'Spinach', -3, '2026-11-23T10:00:00Z'),
          bought('2026-11-23', 'brown_rice', 'Brown rice', 'abc', '2026-11-23T10:00:00Z'),
          bought('2026-11-23', 'chicken_breast', 'Chicken breast', 9.99, '2026-11-23T10:00:00Z'),
          { week_start: '2026-11-23', name: 'No key' },
        ],
        ownItems: [{ week_start: '2026-11-23', item_key: 'custom-2', price: -1 }],
      }),
    );
    expect(history.weeks.at(-1)).toMatchObject({ spent: 9.99, planned: 70.1 });
    expect(history.purchases).toHaveLength(1);
    expect(history.problems).toEqual([
      "One of your own list items for the week of 2026-11-23 has a price that cannot be right, so it is left out of that week's planned cost.",
      'A purchase of Spinach (week of 2026-11-23) has an amount that cannot be right (negative or not a number), so it is left out.',
      'A purchase of Brown rice (week of 2026-11-23) has an amount that cannot be right (negative or not a number), so it is left out.',
      'A stored purchase could not be read, so it is left out.',
    ]);
  });
});

describe('purchases CSV', () => {
  const purchase = (item: string, extra: Partial<HistoryPurchase> = {}): HistoryPurchase => ({
    weekStart: '2026-11-16',
    purchasedOn: '2026-11-17',
    item,
    section: 'produce',
    amountPaid: 3.5,
    ...extra,
  });

  it('quotes commas, quotes, line breaks and outer spaces, and leaves plain text alone', () => {
    expect(csvField('Spinach')).toBe('Spinach');
    expect(csvField('Tea, green')).toBe('"Tea, green"');
    expect(csvField('12" sub')).toBe('"12"" sub"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('')).toBe('');
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@cmd, x')).toBe(`"'@cmd, x"`);
  });

  it('writes a header and one CRLF line per purchase, with the section names and amounts', () => {
    const text = purchasesCsv([
      purchase('Spinach'),
      purchase('Coffee, "dark"\nroast', {
        section: 'own',
        amountPaid: 12,
        weekStart: '2026-11-23',
      }),
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toBe(
      '\uFEFFWeek start,Date purchased,Item,Section,Amount paid\r\n' +
        '2026-11-16,2026-11-17,Spinach,Produce,3.50\r\n' +
        '2026-11-23,2026-11-17,"Coffee, ""dark""\nroast",Your own items,12.00\r\n',
    );
  });

  it('reads back to the same fields', () => {
    const names = ['a,b', 'say "hi"', 'line\r\nbreak', 'plain', ' space ', 'x""y'];
    const text = purchasesCsv(names.map((name) => purchase(name)));
    const parsed = parseCsv(text);
    expect(parsed[0]).toEqual(['Week start', 'Date purchased', 'Item', 'Section', 'Amount paid']);
    expect(parsed.slice(1).map((row) => row[2])).toEqual(names);
    expect(parsed.slice(1).every((row) => row.length === 5)).toBe(true);
  });

  it('writes only the header when nothing was bought', () => {
    expect(parseCsv(purchasesCsv([]))).toEqual([
      ['Week start', 'Date purchased', 'Item', 'Section', 'Amount paid'],
    ]);
  });
});

describe('spending history machine', () => {
  const input: SpendingHistoryInput = { userId: 'u1', today: '2026-11-24' };

  type ExportInput = { data: HistoryData; today: string };

  function start(
    load: () => Promise<HistoryData>,
    exportCsv = vi.fn(async (_: ExportInput) => {}),
  ) {
    const actor = createActor(
      spendingHistoryMachine.provide({
        actors: {
          loadHistory: fromPromise(load),
          exportCsv: fromPromise<void, ExportInput>(({ input: args }) => exportCsv(args)),
        },
      }),
      { input },
    );
    actor.start();
    return actor;
  }

  it('loads, opens the breakdown on the current week and picks only weeks with purchases', async () => {
    const data = buildHistory(rows());
    const actor = start(async () => data);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.pickedWeek).toBe('2026-11-23');
    actor.send({ type: 'history.pickWeek', weekStart: '2026-11-16' });
    expect(actor.getSnapshot().context.pickedWeek).toBe('2026-11-16');
    actor.send({ type: 'history.pickWeek', weekStart: '2026-11-02' });
    expect(actor.getSnapshot().context.pickedWeek).toBe('2026-11-16');
  });

  it('fails to an error state and loads again on retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<HistoryData>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(buildHistory(rows()));
    const actor = start(load);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.data).toBeNull();
    actor.send({ type: 'history.reload' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.data?.weeks).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('exports the loaded purchases, and a failed export says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = buildHistory(rows());
    const exportCsv = vi
      .fn<(args: ExportInput) => Promise<void>>()
      .mockResolvedValueOnce()
      .mockRejectedValueOnce(new Error('no blob'));
    const actor = start(async () => data, exportCsv);
    const toasts: string[] = [];
    actor.on('effect.toast', (effect) => toasts.push(effect.message));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'history.export' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(exportCsv).toHaveBeenCalledWith({ data, today: '2026-11-24' });
    actor.send({ type: 'history.export' });
    await vi.waitFor(() => expect(toasts.length).toBeGreaterThan(0));
    expect(toasts).toEqual(['The purchases file could not be made. Please try again.']);
  });
});
