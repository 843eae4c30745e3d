/**
 * What a list line says of the kitchen's schedule (supabase/functions/_shared/planner/kitchen.ts):
 * what to freeze on the shopping day and for which meals, and what is bought on a later day.
 */
import { planTexts } from '../texts/plan.ts';
import { shortDateLabel } from '../../supabase/functions/_shared/rules/labels.ts';
import { weekdayOf } from '../planShared/week.ts';
import type { ListItem } from './shoppingList.types.ts';

const texts = planTexts.shopping;

/** '2026-11-25-dinner' → 'Wed dinner' (a meal id is its date and its type). */
export function mealLabelOf(id: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})-([a-z]+)/.exec(id);
  if (!match) return id;
  return `${weekdayOf(match[1] as string).slice(0, 3)} ${match[2] as string}`;
}

const MEAL_ORDER = ['breakfast', 'lunch', 'dinner', 'snack'];

/** Meal ids in the order they are eaten: by date, then breakfast to snack. */
function byMealTime(ids: readonly string[]): string[] {
  const rank = (id: string) => MEAL_ORDER.indexOf(id.slice(11).replace(/-\d+$/, ''));
  return [...ids].sort((a, b) => a.slice(0, 10).localeCompare(b.slice(0, 10)) || rank(a) - rank(b));
}

/** 'Wed dinner', 'Wed dinner and Fri lunch', 'Wed dinner, Fri lunch and Sat lunch'. */
function listed(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** 'Sun, Nov 23'. */
export function dayLabelOf(date: string): string {
  return `${weekdayOf(date).slice(0, 3)}, ${shortDateLabel(date).replace(/, \d{4}$/, '')}`;
}

/** The line's notes, each a sentence: the trip's week it is for or was bought on, what to freeze
 *  on the shopping day, what is bought later. */
export function kitchenNotesOf(item: ListItem): string[] {
  const notes: string[] = [];
  if (item.forWeek) notes.push(texts.forWeek(shortDateLabel(item.forWeek).replace(/, \d{4}$/, '')));
  if (item.boughtOnTrip) notes.push(texts.boughtOnTrip(dayLabelOf(item.boughtOnTrip)));
  if (item.freeze)
    notes.push(
      texts.freeze(
        Math.round(item.freeze.grams),
        listed(byMealTime(item.freeze.meals).map(mealLabelOf)),
      ),
    );
  for (const topUp of item.topUps ?? [])
    notes.push(texts.topUp(topUp.packages, dayLabelOf(topUp.on)));
  return notes;
}
