import { describe, expect, it } from 'vitest';
import { weeklyPlanSchema } from '../../machines/planShared/plan.types.ts';
import { dollars } from '../../supabase/functions/_shared/rules/money.ts';
import {
  moveMeal,
  removeMeal,
  replaceMealById,
  totalPrice,
} from '../../machines/planShared/planEdits.ts';
import {
  addDays,
  dateOfWeekday,
  longDateLabel,
  weekDates,
  weekRangeLabel,
  weekdayOf,
} from '../../machines/planShared/week.ts';
import { placeholderPlan } from '../../machines/mealPlan/placeholderPlan.ts';
import { escapeText, foldLine, planToIcs } from '../../src/services/ics.ts';
import { BREAKFAST_ID, DINNER_ID, fixturePlan, replacedPlan } from './planFixtures.ts';

describe('week dates', () => {
  it('spans today to today + 6, across months, years and daylight-saving changes', () => {
    expect(weekDates('2026-03-06')).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
    expect(addDays('2026-12-29', 6)).toBe('2027-01-04');
    expect(weekdayOf('2025-04-08')).toBe('Tuesday');
    expect(dateOfWeekday('2025-04-08', 'Monday')).toBe('2025-04-14');
  });

  it('labels the range as the product writes it', () => {
    expect(weekRangeLabel('2025-04-08')).toBe('Apr 8 - 14, 2025');
    expect(weekRangeLabel('2025-04-28')).toBe('Apr 28 - May 4, 2025');
    expect(weekRangeLabel('2025-12-29')).toBe('Dec 29, 2025 - Jan 4, 2026');
  });

  it('writes a day in full, as Intl writes it in US English, on every day of a year', () => {
    expect(longDateLabel('2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(longDateLabel('2028-02-29')).toBe('Tuesday, February 29, 2028');
    expect(longDateLabel('2025-12-31')).toBe('Wednesday, December 31, 2025');
    expect(longDateLabel('2026-01-01')).toBe('Thursday, January 1, 2026');
    // The calendar date is written as given, whatever the machine's own time zone.
    for (let offset = 0; offset < 366; offset += 1) {
      const date = addDays('2027-12-30', offset);
      const [year, month, day] = date.split('-').map(Number);
      expect(longDateLabel(date)).toBe(
        new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)).toLocaleDateString('en-US', {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      );
    }
    expect(() => longDateLabel('21/11/2026')).toThrow('Not a calendar date');
  });
});

describe('plan edits', () => {
  it('moves a meal so it really appears on the target day, keeping the week valid', () => {
    const { stored, change } = moveMeal(fixturePlan(), BREAKFAST_ID, 'Wednesday');
    const monday = stored.plan.days.find((d) => d.day === 'Monday');
    const wednesday = stored.plan.days.find((d) => d.day === 'Wednesday');
    expect(monday?.meals.map((m) => m.id)).toEqual([DINNER_ID]);
    expect(wednesday?.meals.map((m) => m.type)).toEqual(['BREAKFAST', 'LUNCH']);
    expect(monday?.dailyCost).toBe('$5.60');
    expect(wednesday?.dailyCost).toBe('$4.50');
    expect(stored.plan.totalCost).toBe(fixturePlan().plan.totalCost);
    expect(change).toEqual({
      change: 'Moved Berry Oatmeal from Monday to Wednesday',
      priceDifference: 0,
    });
    expect(weeklyPlanSchema.safeParse(stored.plan).success).toBe(true);
  });

  it('refuses to move a meal to its own day', () => {
    expect(() => moveMeal(fixturePlan(), BREAKFAST_ID, 'Monday')).toThrow();
  });

  it('removes a meal, drops what only it needed from the list and lowers the total', () => {
    const before = fixturePlan();
    const { stored, change } = removeMeal(before, BREAKFAST_ID);
    expect(stored.plan.days[0]?.meals.map((m) => m.id)).toEqual([DINNER_ID]);
    expect(stored.shoppingList).toEqual([]);
    expect(stored.plan.totalCostValue).toBeCloseTo(before.plan.totalCostValue - 4.99, 2);
    expect(change).toEqual({ change: 'Removed Berry Oatmeal from Monday', priceDifference: -2.4 });
    expect(weeklyPlanSchema.safeParse(stored.plan).success).toBe(true);
  });

  it('puts a regenerated meal in place of the meal with the same id', () => {
    const replaced = replacedPlan();
    const meal = replaced.plan.days[0]?.meals[0];
    if (!meal) throw new Error('no meal');
    const plan = replaceMealById(fixturePlan().plan, meal);
    expect(plan.days[0]?.meals.map((m) => m.name)).toEqual(['Tofu Scramble', 'Turkey Chili']);
    expect(plan.days[0]?.dailyCost).toBe('$8.50');
  });

  it('sums prices to the cent', () => {
    expect(totalPrice([{ price: 0.1 }, { price: 0.2 }, { price: 2.49 }])).toBe(2.79);
    expect(dollars(87.8)).toBe('$87.80');
  });

  it('shows the placeholder plan at $87.80 of $100', () => {
    const { plan } = placeholderPlan('2026-11-21');
    expect(plan.totalCost).toBe('$87.80');
    expect(plan.weeklyBudget).toBe('$100');
    expect(weeklyPlanSchema.safeParse(plan).success).toBe(true);
  });
});

describe('calendar export', () => {
  it('writes one event per meal on its date, at the meal time, with escaped text and CRLF lines', () => {
    const ics = planToIcs(fixturePlan().plan, new Date('2026-11-16T10:00:00Z'));
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines).toContain('DTSTART:20261116T080000');
    expect(lines).toContain('DTEND:20261116T081500');
    expect(lines).toContain('DTSTART:20261116T183000');
    expect(lines).toContain('DTEND:20261116T190500');
    expect(lines).toContain('DTSTAMP:20261116T100000Z');
    expect(lines).toContain('SUMMARY:Berry Oatmeal (breakfast)');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('escapes commas, semicolons, backslashes and newlines, and folds long lines', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
    expect(folded.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });
});
