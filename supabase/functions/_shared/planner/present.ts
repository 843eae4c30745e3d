/**
 * Turns the planner's week into the response the app renders (spec section 7's weeklyPlan,
 * plus the shopping list, the nutrition summary and the explanation).
 */
import type { MealType, Recipe } from '../catalogue/types.ts';
import { MEAL_TYPES, totalMinutes } from '../catalogue/types.ts';
import type {
  Day,
  Meal,
  NutritionSummary,
  ShoppingItem,
  WeeklyPlan,
} from '../schemas/meal-plan.ts';
import { describeEstimatedShare, estimatedShare } from '../catalogue/basis.ts';
import { kitchenAmount } from '../catalogue/kitchenUnits.ts';
import { addDays, weekdayOf } from '../rules/week.ts';
import { shoppingListOf } from './shopping.ts';
import { personalSummary } from '../pantry/personal.ts';
import { weekHealth } from './health.ts';
import { cookedFacts, cookedRecipe, cookedRecipes } from './cooked.ts';
import { KITCHEN_SOURCE } from './kitchen.ts';
import type { BilledWeek, KitchenWeek } from './kitchen.ts';
import { householdWeek } from './household-present.ts';
import type { MemberPortion } from './household-present.ts';
import { scalesOf } from './household.ts';
import type { PlanMember } from './household.ts';
import { favouritesLine, mealCountsLine, withFavourites } from './explanation.ts';
import { MEAL_SHARE, meetsProteinGoal } from './targets.ts';
import type { MealCounts, PlannerCatalogue, PlannerProfile } from './types.ts';
import { compactDollars, dollarsFromCents } from '../rules/money.ts';

export { addDays, weekdayOf };

/** A week's meals with where they sit: the form both generate and regenerate work on. */
export interface PlacedMeal {
  id: string;
  day: number;
  type: MealType;
  recipeId: string;
  /** The sides it comes with (sides.ts), by recipe id; absent or empty: none. */
  sides?: readonly string[];
}

/** Stable within a week: one meal of a type per day. */
export function mealId(weekStart: string, day: number, type: MealType): string {
  return `${addDays(weekStart, day)}-${type.toLowerCase()}`;
}

/** The sides a meal comes with, as the card shows them (each with its amount at the meal's
 *  scale); they are part of the meal's nutrition and cost. */
function sidesOf(placed: PlacedMeal, catalogue: PlannerCatalogue): Pick<Meal, 'sides'> {
  const ids = placed.sides ?? [];
  if (ids.length === 0) return {};
  return {
    sides: ids.flatMap((id) => {
      const side = cookedRecipe(catalogue, { recipeId: id, type: placed.type });
      if (!side) return [];
      return [
        {
          id,
          name: side.name,
          items: side.ingredients.map((ing) => {
            const food = catalogue.foods.get(ing.food);
            return {
              name: food?.name ?? ing.food,
              amount: kitchenAmount(ing.grams, food?.householdWeights ?? []),
            };
          }),
        },
      ];
    }),
  };
}

/** What the kitchen's schedule says of one meal (index in the week's placed meals). */
function mealKitchen(
  index: number,
  kitchen: KitchenWeek,
  catalogue: PlannerCatalogue,
  weekStart: string,
): Pick<Meal, 'kitchen'> {
  const thaws = kitchen.thaws.get(index) ?? [];
  const leftover = kitchen.leftovers.get(index);
  if (thaws.length === 0 && !leftover) return {};
  return {
    kitchen: {
      ...(thaws.length > 0
        ? {
            thaw: thaws.map((t) => {
              const food = catalogue.foods.get(t.food);
              return {
                food: t.food,
                name: food?.name ?? t.food,
                // Up to the gram: the portion frozen holds all the meal takes.
                grams: Math.ceil(t.grams - 1e-9),
                amount: kitchenAmount(t.grams, food?.householdWeights ?? []),
              };
            }),
          }
        : {}),
      ...(leftover
        ? { leftover: { cookedOn: addDays(weekStart, leftover.cookedOn), kept: leftover.kept } }
        : {}),
    },
  };
}

function presentMeal(
  placed: PlacedMeal,
  costCents: number,
  recipe: Recipe,
  catalogue: PlannerCatalogue,
  proteinGoal: number,
  portions?: MemberPortion[],
): Meal {
  const facts = cookedFacts(catalogue, placed);
  const n = facts?.nutrition ?? { kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 };
  const own = catalogue.own?.get(recipe.id);
  return {
    id: placed.id,
    type: placed.type,
    name: recipe.name,
    recipeId: recipe.id,
    ...(recipe.cuisine === null ? {} : { cuisine: recipe.cuisine }),
    ...(own ? { own: { version: own.version } } : {}),
    prepTime: totalMinutes(recipe),
    ...(recipe.waitNote ? { waitNote: recipe.waitNote } : {}),
    // Of the grams the card shows (nutrition.protein, whole grams), so the two agree.
    proteinPercentage:
      proteinGoal > 0 ? Math.round((Math.round(n.protein) / proteinGoal) * 100) : 0,
    cost: dollarsFromCents(costCents),
    costValue: costCents / 100,
    ingredients: recipe.ingredients.map((ing) => {
      const food = catalogue.foods.get(ing.food);
      const name = food?.name ?? ing.food;
      // 'Chickpeas, canned (drained)' with the note 'drained' does not say 'drained' twice.
      const note = ing.note && !name.toLowerCase().includes(ing.note.toLowerCase()) ? ing.note : '';
      return {
        name: note ? `${name}, ${note}` : name,
        amount: kitchenAmount(ing.grams, food?.householdWeights ?? []),
      };
    }),
    nutrition: {
      calories: Math.round(n.kcal),
      protein: `${Math.round(n.protein)}g`,
      carbs: `${Math.round(n.carbs)}g`,
      fat: `${Math.round(n.fat)}g`,
    },
    instructions: [...recipe.steps],
    ...(portions ? { portions } : {}),
  };
}

/** What a stored week records about how it was planned, kept through every edit. */
export interface WeekMeta {
  weekStart: string;
  /** Portion scale every dish is cooked at (1 = standard servings). */
  portions: number;
  /** The local price level the week is priced at (national price x this factor). */
  priceFactor: number;
  /** Edits made since the week was planned (moves, removals, replacements, additions). */
  edits: number;
  /** The meal counts the profile asked for when the week was planned. */
  requested: MealCounts;
  /** The hard constraints the week respects, as sentences (without the meal counts). */
  constraints: string[];
  notes: string[];
  /** What the prices rest on: 'US average prices, April 2025, from BLS and USDA ERS, ...'. */
  priceBasis: string;
  /** The spend/quality control the week was planned at (1-5). */
  focus?: number;
  /** A household's week: its members as planned (household.ts); absent for one person. */
  household?: PlanMember[];
  /** Weekly (Bulk Prep): a dish eaten on several days is cooked once (kitchen.ts). */
  bulkPrep?: boolean;
  /** The shopping trip the week is bought on (absent: its own first day, weekly). */
  trip?: { start: string; weeks: number };
  /** Said when the person never answered the staples question (every staple is bought). */
  staples?: string;
  /** Why the week should be planned again (it was priced again after the staples at home
   *  changed); absent when nothing asks for it. */
  replan?: string;
}

const healthOf = (health: ReturnType<typeof weekHealth>) => (health ? { health } : {});

/** A household's week health is the account holder's: their part of each meal they eat, against
 *  their own pattern (each member's HEI is in weeklyPlan.household). */
function holderHealth(
  placed: readonly PlacedMeal[],
  catalogue: PlannerCatalogue,
  members: readonly PlanMember[],
  plannedShare: number,
) {
  const holder = members[0] as PlanMember;
  const scales = scalesOf(members);
  return weekHealth(placed, catalogue, holder.calorieTarget, plannedShare, (m) =>
    holder.meals.includes(m.type) && scales[m.type] > 0 ? holder.portion / scales[m.type] : 0,
  );
}

export interface Presented {
  weeklyPlan: WeeklyPlan;
  shoppingList: ShoppingItem[];
  nutritionSummary: NutritionSummary;
}

/** The days of the week as the app shows them, and the sums the nutrition summary is made of. */
function presentDays(
  placed: readonly PlacedMeal[],
  billed: Pick<BilledWeek, 'mealCents' | 'kitchen'>,
  catalogue: PlannerCatalogue,
  profile: Pick<PlannerProfile, 'proteinGoal' | 'calorieTarget'>,
  weekStart: string,
  household: ReturnType<typeof householdWeek> | undefined,
) {
  const { mealCents, kitchen } = billed;
  const days: Day[] = [];
  let daysMeetingProtein = 0;
  let daysWithinCalories = 0;
  let plannedDays = 0;
  let proteinSum = 0;
  let kcalSum = 0;
  let shareSum = 0;
  for (let day = 0; day < 7; day += 1) {
    const date = addDays(weekStart, day);
    const meals: Meal[] = [];
    let cents = 0;
    let share = 0;
    for (const type of MEAL_TYPES) {
      placed.forEach((p, index) => {
        if (p.day !== day || p.type !== type) return;
        // The dish as the card shows it: its own ingredients and steps; the sides apart.
        const recipe = cookedRecipe(catalogue, { recipeId: p.recipeId, type: p.type }) as Recipe;
        const c = mealCents[index] ?? 0;
        cents += c;
        share += MEAL_SHARE[type];
        meals.push({
          ...presentMeal(p, c, recipe, catalogue, profile.proteinGoal, household?.portions[index]),
          ...mealKitchen(index, kitchen, catalogue, weekStart),
          ...sidesOf(p, catalogue),
        });
      });
    }
    const ofDay = placed.filter((p) => p.day === day).map((p) => cookedFacts(catalogue, p));
    const protein = ofDay.reduce((s, f) => s + (f?.nutrition.protein ?? 0), 0);
    const kcal = ofDay.reduce((s, f) => s + (f?.nutrition.kcal ?? 0), 0);
    const proteinGoal = profile.proteinGoal * share;
    const calorieTarget = profile.calorieTarget * share;
    if (meals.length > 0) {
      plannedDays += 1;
      if (meetsProteinGoal(protein, proteinGoal)) daysMeetingProtein += 1;
      if (Math.abs(kcal - calorieTarget) <= 0.15 * calorieTarget) daysWithinCalories += 1;
    }
    proteinSum += protein;
    kcalSum += kcal;
    shareSum += share;
    days.push({
      day: weekdayOf(date),
      date,
      meals,
      dailyCost: dollarsFromCents(cents),
      dailyCostValue: cents / 100,
      dailyProtein: Math.round(protein),
      dailyCalories: Math.round(kcal),
      proteinGoal: Math.round(proteinGoal),
      calorieTarget: Math.round(calorieTarget),
      ...(household ? { members: household.days[day] } : {}),
    });
  }
  return {
    days,
    totals: { daysMeetingProtein, daysWithinCalories, plannedDays, proteinSum, kcalSum, shareSum },
  };
}

/** Builds the weekly plan, shopping list and nutrition summary for placed meals and their bill
 *  (kitchen.ts billWeek: the till, each meal's share of it, the kitchen's schedule). */
export function present(
  placed: readonly PlacedMeal[],
  billed: Pick<BilledWeek, 'cost' | 'mealCents' | 'kitchen'>,
  catalogue: PlannerCatalogue,
  profile: Pick<PlannerProfile, 'proteinGoal' | 'calorieTarget' | 'weeklyBudget' | 'cuisines'>,
  meta: WeekMeta,
): Presented {
  const { weekStart } = meta;
  const { cost, mealCents, kitchen } = billed;
  // Each meal's recipe as cooked (a household cooks each meal type for its own eaters).
  const recipes = cookedRecipes(catalogue, placed);
  const household = meta.household
    ? householdWeek(placed, mealCents, catalogue, meta.household)
    : undefined;
  const { days, totals } = presentDays(placed, billed, catalogue, profile, weekStart, household);
  const { daysMeetingProtein, daysWithinCalories, plannedDays, proteinSum, kcalSum, shareSum } =
    totals;
  const shoppingList = shoppingListOf(placed, recipes, cost, catalogue, kitchen, weekStart);
  const estimated = estimatedShare(cost.lines, (food) => catalogue.prices.get(food));
  const own = personalSummary(recipes, cost, catalogue, meta.priceFactor);
  return {
    weeklyPlan: {
      weekStart,
      days,
      weeklyBudget: compactDollars(profile.weeklyBudget),
      weeklyBudgetValue: profile.weeklyBudget,
      totalCost: dollarsFromCents(cost.totalCents),
      totalCostValue: cost.totalCents / 100,
      usedCost: dollarsFromCents(cost.valueCents),
      usedCostValue: cost.valueCents / 100,
      dailyProteinGoal: Math.round(profile.proteinGoal),
      dailyCalorieTarget: Math.round(profile.calorieTarget),
      ...(meta.portions === 1 ? {} : { portions: meta.portions }),
      ...(meta.bulkPrep ? { bulkPrep: true as const } : {}),
      kitchen: { shoppingDay: meta.trip?.start ?? weekStart, source: KITCHEN_SOURCE },
      ...(meta.trip && meta.trip.weeks > 1 ? { trip: meta.trip } : {}),
      ...healthOf(
        meta.household
          ? holderHealth(placed, catalogue, meta.household, shareSum / 7)
          : weekHealth(placed, catalogue, profile.calorieTarget, shareSum / 7),
      ),
      ...(household ? { household: { members: household.members } } : {}),
      ...(meta.focus === undefined ? {} : { focus: meta.focus }),
      priceFactor: meta.priceFactor,
      prices: {
        basis: meta.priceBasis,
        estimatedShare: Math.round(estimated.share * 1000) / 1000,
        estimatedNote: describeEstimatedShare(estimated),
      },
      edits: meta.edits,
      requested: meta.requested,
      ...(own ? { personal: own.basis } : {}),
      basis: {
        constraints: meta.constraints,
        counts: mealCountsLine(placed, meta.requested),
        ...(own?.line ? { pantry: own.line } : {}),
        ...(meta.staples ? { staples: meta.staples } : {}),
        ...(meta.replan ? { replan: meta.replan } : {}),
        notes: withFavourites(meta.notes, favouritesLine(profile, days)),
      },
    },
    shoppingList,
    nutritionSummary: {
      dailyProteinGoal: profile.proteinGoal,
      dailyCalorieTarget: profile.calorieTarget,
      averageDailyProtein: Math.round(proteinSum / Math.max(1, plannedDays)),
      averageDailyCalories: Math.round(kcalSum / Math.max(1, plannedDays)),
      daysMeetingProteinGoal: daysMeetingProtein,
      daysWithinCalorieTarget: daysWithinCalories,
      plannedShareOfDay: `${Math.round((shareSum / 7) * 100)}%`,
    },
  };
}
