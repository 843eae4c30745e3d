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

/** The stored week an edit works on, cooked and priced as it was planned. */
interface EditContext {
  stored: WeeklyPlan;
  week: PlacedMeal[];
  factor: number;
  /** The catalogue at the week's portions and pantry (each meal type cooked for its eaters). */
  cooked: PlannerCatalogue;
  /** The profile the week was planned for (a household's targets for a household). */
  planned: PlannerProfile;
  recipes: ReadonlyMap<string, Recipe>;
  nameOf: (m: PlacedMeal) => string;
  dayName: (index: number) => string;
}

/** What an edit did to the week: its meals, the change-log line, the meals it added. */
interface Applied {
  placed: PlacedMeal[];
  text: string;
  addedIds: string[];
  notice: string | null;
  meta?: WeekMeta;
}

/** The stored week cooked and priced as it was planned; a refusal for a recipe since removed. */
function editContext(
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  stored: WeeklyPlan,
  edit: WeekEdit,
): EditContext | EditOutcome {
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
  return {
    stored,
    week,
    factor,
    cooked,
    planned,
    recipes,
    nameOf: (m) => (recipes.get(m.recipeId) as Recipe).name,
    dayName: (index) => stored.days[index]?.day ?? WEEKDAYS[0],
  };
}

function applyMove(
  ctx: EditContext,
  edit: Extract<WeekEdit, { kind: 'move' }>,
): Applied | EditOutcome {
  const { week, nameOf, dayName } = ctx;
  const meal = week.find((m) => m.id === edit.mealId);
  if (!meal) return refused(404, `No meal ${edit.mealId} in the stored plan`);
  if (edit.toDayIndex < 0 || edit.toDayIndex > 6)
    return refused(404, 'No such day in the stored plan');
  if (edit.toDayIndex === meal.day) return refused(409, 'A meal cannot move to the day it is on');
  return {
    placed: week.map((m) => (m.id === meal.id ? { ...m, day: edit.toDayIndex } : m)),
    text: `Moved ${nameOf(meal)} from ${dayName(meal.day)} to ${dayName(edit.toDayIndex)}`,
    addedIds: [],
    notice: null,
  };
}

function applyRemove(
  ctx: EditContext,
  edit: Extract<WeekEdit, { kind: 'remove' }>,
): Applied | EditOutcome {
  const { week, nameOf, dayName } = ctx;
  const meal = week.find((m) => m.id === edit.mealId);
  if (!meal) return refused(404, `No meal ${edit.mealId} in the stored plan`);
  return {
    placed: week.filter((m) => m.id !== meal.id),
    text: `Removed ${nameOf(meal)} from ${dayName(meal.day)}`,
    addedIds: [],
    notice: null,
  };
}

function applyReplace(
  ctx: EditContext,
  edit: Extract<WeekEdit, { kind: 'replace' }>,
): Applied | EditOutcome {
  const { week, planned, cooked, factor, recipes, nameOf, dayName } = ctx;
  let meal = week.find((m) => m.id === edit.mealId);
  const adding = !meal;
  if (!meal) {
    const slotTaken = week.some((m) => m.day === edit.dayIndex && m.type === edit.type);
    if (slotTaken || edit.dayIndex < 0 || edit.dayIndex > 6)
      return refused(404, `No meal ${edit.mealId} in the stored plan`);
    meal = { id: edit.mealId, day: edit.dayIndex, type: edit.type, recipeId: '' };
  }
  if (meal.day !== edit.dayIndex || meal.type !== edit.type) {
    return refused(404, `Meal ${edit.mealId} is not the ${edit.type.toLowerCase()} of that day`);
  }
  const outcome = regenerateMeal(planned, cooked, week, meal, factor);
  if (!outcome.ok) return infeasibleError(outcome.infeasible);
  const newName = (recipes.get(outcome.replaced.recipeId) as Recipe).name;
  return {
    placed: outcome.meals,
    addedIds: [meal.id],
    text: adding
      ? `Added ${newName} on ${dayName(meal.day)}`
      : `Replaced ${nameOf(meal)} with ${newName} on ${dayName(meal.day)}`,
    notice: null,
  };
}

function applyFillDay(
  ctx: EditContext,
  edit: Extract<WeekEdit, { kind: 'fillDay' }>,
): Applied | EditOutcome {
  const { week, planned, cooked, factor, stored, nameOf, dayName } = ctx;
  if (edit.dayIndex < 0 || edit.dayIndex > 6) return refused(404, 'No such day in the stored plan');
  const types = MEAL_TYPES.filter((t) => week.some((m) => m.type === t));
  if (types.length === 0)
    return refused(409, 'The week has no meals to fill the day from: generate a new plan');
  const missing = types.filter((t) => !week.some((m) => m.day === edit.dayIndex && m.type === t));
  if (missing.length === 0)
    return refused(409, `${dayName(edit.dayIndex)} already has every meal type of the week`);
  let placed = week;
  const addedIds: string[] = [];
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
  return {
    placed,
    addedIds,
    text: `Added ${listed(names)} on ${dayName(edit.dayIndex)}`,
    notice: reasons.length > 0 ? reasons.join(' ') : null,
  };
}

/** The week priced again with the staples now at home; it asks to be planned again. */
function applyStaples(ctx: EditContext, meta: WeekMeta): Applied {
  const { staples: _, ...rest } = meta;
  return {
    placed: ctx.week,
    text: 'Priced again with the staples you have at home',
    addedIds: [],
    notice: null,
    meta: { ...rest, replan: STAPLES_REPLAN },
  };
}

function applyEdit(ctx: EditContext, edit: WeekEdit, meta: WeekMeta): Applied | EditOutcome {
  switch (edit.kind) {
    case 'staples':
      return applyStaples(ctx, meta);
    case 'move':
      return applyMove(ctx, edit);
    case 'remove':
      return applyRemove(ctx, edit);
    case 'replace':
      return applyReplace(ctx, edit);
    case 'fillDay':
      return applyFillDay(ctx, edit);
  }
}

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
  const ctx = editContext(profile, catalogue, stored, edit);
  if ('ok' in ctx) return ctx;
  const storedMetaOf = storedMeta(stored, ctx.factor);
  const applied = applyEdit(ctx, edit, storedMetaOf);
  if ('ok' in applied) return applied;
  const { placed, addedIds, notice } = applied;
  const presented = rebill(placed, ctx.cooked, ctx.planned, applied.meta ?? storedMetaOf);
  const before = Math.round(stored.totalCostValue * 100);
  const after = Math.round(presented.weeklyPlan.totalCostValue * 100);
  const meals = presented.weeklyPlan.days.flatMap((d) => d.meals);
  // The edit keeps the week safe: what it now asks to freeze, it says.
  const frozen = newlyFrozen(stored, meals);
  const text =
    frozen.length > 0 ? `${applied.text}; freeze ${listed(frozen)} on shopping day` : applied.text;
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
