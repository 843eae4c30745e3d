/**
 * Edits of a stored week, on the server where they are saved: replace a meal, fill a day's
 * empty slots, move a meal to another day, remove a meal. Every edit ends the same way: the
 * week's bill is recomputed from the meals still planned (whole packages), the meals' shares of
 * it are allocated again, and the change-log line's amount is the change of that bill. So the
 * week's cost, the day costs (which add up to it), the shopping list (which is it) and the log
 * (which nets to it) agree after every edit, whatever the edits were.
 */
import type { MealType, Recipe } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { Meal, WeeklyPlan } from '../schemas/meal-plan.ts';
import { WEEKDAYS, addDays, daysBetween } from '../rules/week.ts';
import { billWeek, kitchenMealOf } from './kitchen.ts';
import { withPortions, withPortionsByType } from './portions.ts';
import { recipeIndex } from './cooked.ts';
import { storedMembers } from './household-present.ts';
import { householdTargets, scalesOf } from './household.ts';
import { NO_PERSONAL_BASIS, personalCatalogue } from '../pantry/personal.ts';
import { present } from './present.ts';
import type { PlacedMeal, Presented, WeekMeta } from './present.ts';
import { regenerateMeal } from './regenerate.ts';
import type { Infeasibility, MealCounts, PlannerCatalogue, PlannerProfile } from './types.ts';

export type WeekEdit =
  /** Replace a meal; an id no meal of the week has fills that empty slot instead. */
  | { kind: 'replace'; mealId: string; dayIndex: number; type: MealType }
  /** Fill every empty slot of a day with the meal types the week has. */
  | { kind: 'fillDay'; dayIndex: number }
  | { kind: 'move'; mealId: string; toDayIndex: number }
  | { kind: 'remove'; mealId: string }
  /**
   * The person said which staples they have at home: the same meals, priced again at the till
   * with these staples drawn on instead of bought (the week is not planned again: the page
   * offers that).
   */
  | { kind: 'staples'; athome: string[] };

export interface EditedWeek extends Presented {
  /** The budget tracker's line: what changed, and how much the week's bill changed by. */
  change: { change: string; priceDifference: number };
  /** The meals the edit put in the week (replace, fillDay). */
  added: Meal[];
  /** Slots of a filled day that stayed empty, and why; null when there were none. */
  notice: string | null;
}

export type EditOutcome =
  | { ok: true; value: EditedWeek }
  | { ok: false; status: 404 | 409 | 422; error: string; infeasible?: Infeasibility };

/** The meals of a stored week, with their days. */
export function placedMeals(plan: WeeklyPlan): PlacedMeal[] {
  return plan.days.flatMap((day, index) =>
    day.meals.map((m) => ({
      id: m.id,
      day: index,
      type: m.type,
      recipeId: m.recipeId,
      ...(m.sides && m.sides.length > 0 ? { sides: m.sides.map((s) => s.id) } : {}),
    })),
  );
}

const NO_COUNTS: MealCounts = { BREAKFAST: 0, LUNCH: 0, DINNER: 0, SNACK: 0 };

/** Plans stored before the counts had a line of their own kept them among the constraints. */
function profileConstraints(plan: WeeklyPlan): string[] {
  return (plan.basis?.constraints ?? []).filter((line) => !line.startsWith('Exactly '));
}

/** What the stored week was planned under, for presenting it again after an edit. */
export function storedMeta(plan: WeeklyPlan, factor: number): WeekMeta {
  return {
    weekStart: plan.weekStart,
    portions: plan.portions ?? 1,
    priceFactor: factor,
    edits: (plan.edits ?? 0) + 1,
    requested: plan.requested ?? NO_COUNTS,
    constraints: profileConstraints(plan),
    notes: [...(plan.basis?.notes ?? [])],
    priceBasis: plan.prices?.basis ?? '',
    ...(plan.focus === undefined ? {} : { focus: plan.focus }),
    ...(plan.household ? { household: storedMembers(plan.household) } : {}),
    ...(plan.bulkPrep ? { bulkPrep: true } : {}),
    ...(plan.trip ? { trip: plan.trip } : {}),
    ...(plan.basis?.staples ? { staples: plan.basis.staples } : {}),
    ...(plan.basis?.replan ? { replan: plan.basis.replan } : {}),
  };
}

/** An id for a new meal in a slot: the slot's own (date-type), or one no meal of the week has. */
export function freeMealId(placed: readonly PlacedMeal[], date: string, type: MealType): string {
  const taken = new Set(placed.map((meal) => meal.id));
  const base = `${date}-${type.toLowerCase()}`;
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** The week presented from its placed meals: its kitchen schedule and bill, the meals' shares,
 *  days and list. */
export function rebill(
  placed: readonly PlacedMeal[],
  cooked: PlannerCatalogue,
  profile: PlannerProfile,
  meta: WeekMeta,
): Presented {
  const billed = billWeek(
    placed.map((m) => kitchenMealOf(cooked, m)),
    cooked,
    meta.priceFactor,
    {
      bulkPrep: meta.bulkPrep ?? false,
      tripOffset: meta.trip ? daysBetween(meta.trip.start, meta.weekStart) : 0,
    },
  );
  return present(placed, billed, cooked, profile, meta);
}

/** What a week planned before the staples question was answered says. */
export const STAPLES_UNANSWERED =
  'You have not told us which staples you have at home, so this week buys every staple it uses (oil, spices, sauces), whole.';

/** What the week says after it was priced again for the staples at home. */
export const STAPLES_REPLAN =
  'This week was planned before you told us which staples you have. It is priced again with them; plan it again to choose dishes that make the most of them.';

/** Foods a meal now thaws that it did not before an edit: their lower-case names. */
function newlyFrozen(stored: WeeklyPlan, meals: readonly Meal[]): string[] {
  const had = new Set(
    stored.days.flatMap((d) =>
      d.meals.flatMap((m) => (m.kitchen?.thaw ?? []).map((t) => `${m.id}:${t.food}`)),
    ),
  );
  const names = new Map<string, string>();
  for (const meal of meals)
    for (const thaw of meal.kitchen?.thaw ?? [])
      if (!had.has(`${meal.id}:${thaw.food}`)) names.set(thaw.food, thaw.name.toLowerCase());
  return [...names.values()];
}

/** 'A', 'A and B', 'A, B and C'. */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const refused = (
  status: 404 | 409 | 422,
  error: string,
  infeasible?: Infeasibility,
): EditOutcome => ({ ok: false, status, error, ...(infeasible ? { infeasible } : {}) });

const infeasibleError = (infeasible: Infeasibility): EditOutcome =>
  refused(422, `${infeasible.binding} ${infeasible.suggestion}`, infeasible);

/**
 * Applies one edit to the stored week. The week is cooked at its portion scale and priced at
 * the level it was planned under, so an edit changes the bill only by what the edit changes.
 */
export function editWeek(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  stored: WeeklyPlan,
  edit: WeekEdit,
): EditOutcome {
  const week = placedMeals(stored);
  const known = new Set(catalogue.recipes.map((r) => r.id));
  if (week.some((m) => !known.has(m.recipeId))) {
    return refused(
      409,
      'The stored plan uses a recipe that is no longer in the catalogue: generate a new plan',
    );
  }
  const factor =
    stored.priceFactor ??
    catalogue.priceLevel({
      zipCode: profile.zipCode,
      stores: profile.stores,
      quality: profile.quality,
    }).factor;
  // The pantry and the prices the week was planned on, so an edit changes only what it changes.
  const basis = stored.personal ?? NO_PERSONAL_BASIS;
  const own = personalCatalogue(
    catalogue,
    factor,
    edit.kind === 'staples' ? { ...basis, athome: edit.athome } : basis,
  );
  // A household's week: each meal type cooked for its members, targets the household's.
  const members = storedMembers(stored.household);
  const cooked = members
    ? withPortionsByType(own, scalesOf(members))
    : withPortions(own, stored.portions ?? 1);
  const planned = members ? householdTargets(profile, members) : profile;
  const recipes = recipeIndex(cooked);
  const nameOf = (m: PlacedMeal) => (recipes.get(m.recipeId) as Recipe).name;
  const dayName = (index: number) => stored.days[index]?.day ?? WEEKDAYS[0];

  let placed: PlacedMeal[];
  let text: string;
  let addedIds: string[] = [];
  let notice: string | null = null;
  let meta = storedMeta(stored, factor);
  switch (edit.kind) {
    case 'staples': {
      placed = week;
      text = 'Priced again with the staples you have at home';
      const { staples: _, ...rest } = meta;
      meta = { ...rest, replan: STAPLES_REPLAN };
      break;
    }
    case 'move': {
      const meal = week.find((m) => m.id === edit.mealId);
      if (!meal) return refused(404, `No meal ${edit.mealId} in the stored plan`);
      if (edit.toDayIndex < 0 || edit.toDayIndex > 6)
        return refused(404, 'No such day in the stored plan');
      if (edit.toDayIndex === meal.day)
        return refused(409, 'A meal cannot move to the day it is on');
      placed = week.map((m) => (m.id === meal.id ? { ...m, day: edit.toDayIndex } : m));
      text = `Moved ${nameOf(meal)} from ${dayName(meal.day)} to ${dayName(edit.toDayIndex)}`;
      break;
    }
    case 'remove': {
      const meal = week.find((m) => m.id === edit.mealId);
      if (!meal) return refused(404, `No meal ${edit.mealId} in the stored plan`);
      placed = week.filter((m) => m.id !== meal.id);
      text = `Removed ${nameOf(meal)} from ${dayName(meal.day)}`;
      break;
    }
    case 'replace': {
      let meal = week.find((m) => m.id === edit.mealId);
      const adding = !meal;
      if (!meal) {
        const slotTaken = week.some((m) => m.day === edit.dayIndex && m.type === edit.type);
        if (slotTaken || edit.dayIndex < 0 || edit.dayIndex > 6)
          return refused(404, `No meal ${edit.mealId} in the stored plan`);
        meal = { id: edit.mealId, day: edit.dayIndex, type: edit.type, recipeId: '' };
      }
      if (meal.day !== edit.dayIndex || meal.type !== edit.type) {
        return refused(
          404,
          `Meal ${edit.mealId} is not the ${edit.type.toLowerCase()} of that day`,
        );
      }
      const outcome = regenerateMeal(planned, cooked, week, meal, factor);
      if (!outcome.ok) return infeasibleError(outcome.infeasible);
      placed = outcome.meals;
      addedIds = [meal.id];
      const newName = (recipes.get(outcome.replaced.recipeId) as Recipe).name;
      text = adding
        ? `Added ${newName} on ${dayName(meal.day)}`
        : `Replaced ${nameOf(meal)} with ${newName} on ${dayName(meal.day)}`;
      break;
    }
    case 'fillDay': {
      if (edit.dayIndex < 0 || edit.dayIndex > 6)
        return refused(404, 'No such day in the stored plan');
      const types = MEAL_TYPES.filter((t) => week.some((m) => m.type === t));
      if (types.length === 0)
        return refused(409, 'The week has no meals to fill the day from: generate a new plan');
      const missing = types.filter(
        (t) => !week.some((m) => m.day === edit.dayIndex && m.type === t),
      );
      if (missing.length === 0)
        return refused(409, `${dayName(edit.dayIndex)} already has every meal type of the week`);
      placed = week;
      const reasons: string[] = [];
      let firstFailure: Infeasibility | undefined;
      const date = addDays(stored.weekStart, edit.dayIndex);
      for (const type of missing) {
        const slot = { id: freeMealId(placed, date, type), day: edit.dayIndex, type, recipeId: '' };
        const outcome = regenerateMeal(planned, cooked, placed, slot, factor);
        if (outcome.ok) {
          placed = outcome.meals;
          addedIds.push(slot.id);
        } else {
          firstFailure ??= outcome.infeasible;
          reasons.push(`No ${type.toLowerCase()} was added: ${outcome.infeasible.binding}`);
        }
      }
      if (addedIds.length === 0 && firstFailure) return infeasibleError(firstFailure);
      const names = addedIds.map((id) => nameOf(placed.find((m) => m.id === id) as PlacedMeal));
      text = `Added ${listed(names)} on ${dayName(edit.dayIndex)}`;
      notice = reasons.length > 0 ? reasons.join(' ') : null;
      break;
    }
  }
  const presented = rebill(placed, cooked, planned, meta);
  const before = Math.round(stored.totalCostValue * 100);
  const after = Math.round(presented.weeklyPlan.totalCostValue * 100);
  const meals = presented.weeklyPlan.days.flatMap((d) => d.meals);
  // The edit keeps the week safe: what it now asks to freeze, it says.
  const frozen = newlyFrozen(stored, meals);
  if (frozen.length > 0) text = `${text}; freeze ${listed(frozen)} on shopping day`;
  return {
    ok: true,
    value: {
      ...presented,
      change: { change: text, priceDifference: (after - before) / 100 },
      added: addedIds.map((id) => meals.find((m) => m.id === id) as Meal),
      notice,
    },
  };
}
