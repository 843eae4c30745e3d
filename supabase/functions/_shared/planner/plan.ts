/**
 * Plans a week: hard filters, candidates, the mixed-integer program, day assignment, and the
 * store bill. When no plan exists it says which constraint binds and what would make a plan
 * possible, never an empty plan.
 */
import type { MealType, Recipe } from '../catalogue/types.ts';
import { MEAL_TYPES } from '../catalogue/types.ts';
import { assignDays } from './assign.ts';
import type { DishToPlace } from './assign.ts';
import { makeCandidate, pruneCandidates } from './candidates.ts';
import type { Candidate } from './candidates.ts';
import { cheapestMenu } from './cheapest.ts';
import { cookedFacts, cookedFor, recipeIndex } from './cooked.ts';
import { chooseSides } from './sides.ts';
import { KitchenCosts, billWeek, kitchenMealOf } from './kitchen.ts';
import type { Slots } from './assign.ts';
import { MEAL_LABEL, explainBudget, explainNoRecipes } from './explain.ts';
import { eligibleRecipes, hardFilters, isPriced, recognisedPhrases } from './filters.ts';
import type { Highs } from './highs.ts';
import { optimiseWeek } from './optimise.ts';
import type { OptimiseResult } from './optimise.ts';
import { localSearch } from './search.ts';
import { qualityNote, qualityTerms, varietyNotes } from './quality-notes.ts';
import type { SearchResult } from './search.ts';
import { MEAL_SHARE, plannedDayShares } from './targets.ts';
import type {
  DayTotals,
  PlanOutcome,
  PlannedMeal,
  PlannerCatalogue,
  PlannerProfile,
} from './types.ts';

/** The first day from which pantry stock the recipe uses has gone off, if any does this week. */
function spoilsOf(recipe: Recipe, catalogue: PlannerCatalogue): { spoilsOn?: number } {
  let first: number | undefined;
  for (const ing of recipe.ingredients) {
    const day = catalogue.stockSpoils?.get(ing.food);
    if (day !== undefined && (first === undefined || day < first)) first = day;
  }
  return first === undefined ? {} : { spoilsOn: first };
}

export interface PlanOptions {
  /** Candidates kept per meal type for the program. */
  candidatesPerType?: number;
  timeLimitSeconds?: number;
  /** Benchmarks: seconds spent after the plan on the LP relaxation and a proven cost bound. */
  boundSeconds?: number;
  /** Wall-clock safety limit of the local search (its work limit decides first). */
  searchMs?: number;
  /** Candidates per meal type the local search may use. */
  searchPerType?: number;
  /** Moves the local search evaluates (its work limit); benchmarks raise it for a reference. */
  searchEvaluations?: number;
  /**
   * Seconds the program may spend on the cheapest menu when the budget binds (0.3 unless set);
   * tests raise it so the cheapest menu is the proven one however busy the machine is.
   */
  cheapestSeconds?: number;
  /**
   * Recipes of the week being regenerated: each serving of one costs a penalty, so a new week
   * offers different dishes where the budget allows.
   */
  avoid?: ReadonlySet<string>;
  /** Days from the shopping trip's day to the week's first day (a later week of a bi-weekly or
   *  monthly trip): its perishables are frozen on the trip's day or bought on a top-up. */
  tripOffset?: number;
}

/**
 * Moves the search evaluates for a week. Scoring a move with the HEI costs about three times
 * what it did with cost and protein alone, so the search does fewer than the 400k it did then,
 * to keep a week near its old time; `npm run bench:planner` prints the HEI and bills this gives.
 */
export const QUALITY_SEARCH_EVALUATIONS = 250_000;

/** A dish of the week to put on a day. */
type Dish = DishToPlace & { recipe: Recipe };

/** The day each dish is on (-1: not placed). */
function daysOf(slots: Slots, count: number): number[] {
  const days = new Array<number>(count).fill(-1);
  for (const type of MEAL_TYPES)
    slots[type].forEach((dish, day) => {
      if (dish >= 0) days[dish] = day;
    });
  return days;
}

/** Servings per candidate of a list of candidates. */
interface Servings {
  list: Candidate[];
  servings: number[];
}

/** The same servings on another list of candidates (those it lacks are left out). */
function servingsOn(from: Servings, list: readonly Candidate[]): number[] {
  const index = new Map(list.map((c, j) => [c, j]));
  const out = list.map(() => 0);
  from.list.forEach((c, j) => {
    const at = index.get(c);
    if (at !== undefined) out[at] = (out[at] ?? 0) + (from.servings[j] ?? 0);
  });
  return out;
}

/** Servings allowed per recipe: twice a week, or every day for bulk prep; more when too few fit. */
function capsFor(
  candidates: readonly Candidate[],
  profile: PlannerProfile,
  notes: string[],
): Map<string, number> {
  const base = profile.bulkPrep ? 7 : 2;
  const cap = new Map<string, number>();
  for (const c of candidates) cap.set(c.recipe.id, base);
  for (const type of MEAL_TYPES) {
    const ofType = candidates.filter((c) => c.type === type);
    const need = profile.mealCounts[type];
    if (need === 0 || ofType.length === 0) continue;
    if (ofType.length * base < need) {
      const raised = Math.ceil(need / ofType.length);
      for (const c of ofType) cap.set(c.recipe.id, Math.max(cap.get(c.recipe.id) ?? base, raised));
      notes.push(
        `Only ${ofType.length} ${ofType.length === 1 ? MEAL_LABEL[type].one : MEAL_LABEL[type].many} fit your filters, so a dish may appear up to ${raised} times this week.`,
      );
    }
  }
  return cap;
}

/** Plans the week for this profile. */
export function planWeek(
  highs: Highs,
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
  options: PlanOptions = {},
): PlanOutcome {
  const notes: string[] = [];
  const totalMeals = MEAL_TYPES.reduce((s, t) => s + profile.mealCounts[t], 0);
  if (totalMeals === 0) {
    return {
      ok: false,
      infeasible: {
        kind: 'too-few-recipes',
        binding: 'No meals were asked for this week.',
        suggestion: 'Choose at least one breakfast, lunch, dinner or snack per week.',
      },
    };
  }
  const filters = hardFilters(profile, catalogue);
  for (const [label, text] of [
    ['allergy', profile.allergyOther],
    ['disliked food', profile.dislikedFoods],
  ] as const) {
    const { unknown } = recognisedPhrases(text, catalogue.foods.values());
    if (unknown.length > 0)
      notes.push(
        `No ingredient in our catalogue matches the ${label} '${unknown.join("', '")}', so nothing was excluded for it.`,
      );
  }
  const priceLevel = catalogue.priceLevel({
    zipCode: profile.zipCode,
    stores: profile.stores,
    quality: profile.quality,
  });
  const all: Candidate[] = [];
  for (const type of MEAL_TYPES) {
    if (profile.mealCounts[type] === 0) continue;
    const eligible = eligibleRecipes(type, filters, catalogue).filter((r) =>
      isPriced(r, catalogue),
    );
    if (eligible.length === 0)
      return { ok: false, infeasible: explainNoRecipes(type, filters, catalogue) };
    // A household cooks each meal type for its own eaters (cooked.ts).
    const cooked = cookedFor(catalogue, type);
    const index = recipeIndex(cooked);
    for (const recipe of eligible)
      all.push(
        makeCandidate(
          index.get(recipe.id) ?? recipe,
          type,
          cooked,
          priceLevel.factor,
          profile.cuisines.indexOf(recipe.cuisine),
          options.avoid?.has(recipe.id) ?? false,
        ),
      );
  }
  for (const cuisine of profile.cuisines) {
    if (!all.some((c) => c.recipe.cuisine === cuisine))
      notes.push(`No ${cuisine} dish fits your filters, so none is in the week.`);
  }
  const cap = capsFor(all, profile, notes);
  const shares = plannedDayShares(profile.mealCounts);
  // 2 % above the goal leaves room for the day assignment to lift every day over it.
  const targets = {
    protein: profile.proteinGoal * shares * 1.02,
    kcal: profile.calorieTarget * shares,
  };
  const budgetCents = Math.floor(profile.weeklyBudget * 100 + 1e-6);
  const quality = qualityTerms(profile, shares);
  // Pantry lines are rounded up to the cent on the bill, which the program does not see; when
  // that pushes the bill over the budget, solve again with that much less room.
  let margin = 0;
  // The search's pool: 50 candidates per meal type for a full week, more when fewer meal types
  // are planned (a dinners-only week can afford to look at every dinner).
  const typesPlanned = MEAL_TYPES.filter((t) => profile.mealCounts[t] > 0).length;
  const pool = pruneCandidates(
    all,
    options.searchPerType ?? Math.max(50, Math.floor(200 / typesPlanned)),
  );
  const searchMs = options.searchMs ?? 600;
  const common = { counts: profile.mealCounts, cap, factor: priceLevel.factor, catalogue, quality };
  /**
   * The plan for servings per candidate: days assigned, the bill, meal costs. Returns how many
   * cents the bill (pantry lines rounded to the cent) exceeds the budget by, when it does.
   */
  const kitchenOptions = { bulkPrep: profile.bulkPrep, tripOffset: options.tripOffset ?? 0 };
  /** The dishes of servings per candidate on their days (kitchen-aware, assign.ts). */
  const place = (chosen: readonly Candidate[], servings: readonly number[]) => {
    const dishes: Dish[] = [];
    servings.forEach((n, j) => {
      const c = chosen[j];
      if (!c) return;
      for (let k = 0; k < n; k += 1)
        dishes.push({
          type: c.type,
          recipeId: c.recipe.id,
          protein: c.protein,
          kcal: c.kcal,
          recipe: c.recipe,
          ...spoilsOf(c.recipe, catalogue),
        });
    });
    const costs = new KitchenCosts(dishes, catalogue, priceLevel.factor, kitchenOptions);
    const slots = assignDays(
      dishes,
      { proteinGoal: profile.proteinGoal, calorieTarget: profile.calorieTarget },
      profile.bulkPrep,
      (placed, touched) => costs.cost(daysOf(placed, dishes.length), touched),
    );
    // The week in the order it is eaten.
    const onDays: { day: number; type: MealType; recipeId: string; dish: Dish }[] = [];
    for (let day = 0; day < 7; day += 1)
      for (const type of MEAL_TYPES) {
        const dish = dishes[slots[type][day] ?? -1];
        if (dish) onDays.push({ day, type, recipeId: dish.recipeId, dish });
      }
    return onDays;
  };
  /** Its kitchen schedule and till (kitchen.ts): an opened can that would not keep, or a food
   *  bought on a later day, is part of the bill. */
  const bill = (
    plates: readonly { day: number; type: MealType; recipeId: string; sides: string[] }[],
  ) =>
    billWeek(
      plates.map((m) => kitchenMealOf(catalogue, m)),
      catalogue,
      priceLevel.factor,
      kitchenOptions,
    );
  /** The till of servings per candidate on their days, without sides: what a menu costs. */
  const tillOf = (chosen: readonly Candidate[], servings: readonly number[]) =>
    bill(place(chosen, servings).map((m) => ({ ...m, sides: [] }))).cost.totalCents;
  /**
   * The plan for servings per candidate: days assigned, sides, the bill, meal costs. Returns how
   * many cents the till exceeds the budget by, when it does even without sides.
   */
  const present = (
    chosen: readonly Candidate[],
    servings: readonly number[],
    result: Omit<OptimiseResult, 'servings' | 'status'>,
    room: number,
  ): PlanOutcome | number => {
    const onDays = place(chosen, servings).map(({ dish: _, ...m }) => m);
    // Sides where they lift the week's diet quality more than they cost (sides.ts); when the
    // kitchen's schedule then takes the till over the budget, the week goes without them.
    const sides = chooseSides({
      meals: onDays,
      catalogue,
      filters,
      factor: priceLevel.factor,
      budgetCents: room,
      quality,
      kcalTarget: targets.kcal,
      tripOffset: options.tripOffset ?? 0,
    });
    let plates = onDays.map((m, k) => ({ ...m, sides: sides[k] ?? [] }));
    let billed = bill(plates);
    if (billed.cost.totalCents > budgetCents && sides.some((list) => list.length > 0)) {
      plates = onDays.map((m) => ({ ...m, sides: [] }));
      billed = bill(plates);
    }
    const { cost, kitchen } = billed;
    if (cost.totalCents > budgetCents) return cost.totalCents - budgetCents;
    const meals: PlannedMeal[] = plates.map((m, k) => ({
      ...m,
      costCents: billed.mealCents[k] ?? 0,
    }));
    const days: DayTotals[] = [];
    for (let day = 0; day < 7; day += 1) {
      let share = 0;
      let protein = 0;
      let calories = 0;
      let costCents = 0;
      plates.forEach((m, k) => {
        if (m.day !== day) return;
        const facts = cookedFacts(catalogue, m);
        share += MEAL_SHARE[m.type];
        protein += facts?.nutrition.protein ?? 0;
        calories += facts?.nutrition.kcal ?? 0;
        costCents += billed.mealCents[k] ?? 0;
      });
      days.push({
        protein,
        calories,
        proteinGoal: profile.proteinGoal * share,
        calorieTarget: profile.calorieTarget * share,
        costCents,
      });
    }
    return {
      ok: true,
      plan: {
        meals,
        cost,
        kitchen,
        days,
        stats: {
          candidates: pool.length,
          solveMs: result.solveMs,
          mipDualBound: result.costLowerBoundCents / 100,
          lpBound: result.lpBoundCents === undefined ? undefined : result.lpBoundCents / 100,
          status: result.solverStatus,
        },
        notes: [
          ...notes,
          ...varietyNotes(chosen, servings, quality, profile),
          qualityNote(profile, budgetCents),
          priceLevel.note,
        ],
        priceLevel,
      },
    };
  };
  // The cheapest plan, computed once and only when the budget turns out to bind, over every
  // eligible dish: at the till a jar of a spice is bought whole, and the dishes that share what
  // a cheap week buys are often not among the pool's (ranked by their cost per gram).
  let cheapest: SearchResult | undefined;
  const cheapestPlan = (initial?: Servings): SearchResult =>
    (cheapest ??= localSearch({
      ...common,
      candidates: all,
      targets,
      budgetCents: 0,
      costOnly: true,
      timeLimitMs: searchMs,
      ...(initial ? { initial: servingsOn(initial, all) } : {}),
    }));
  /** The quality search within `room`, on the pool and the dishes of `from`, starting there. */
  const improve = (from: Servings, room: number): Servings & { result: SearchResult } => {
    const list = [
      ...new Set([...pool, ...from.list.filter((_, j) => (from.servings[j] ?? 0) > 0)]),
    ];
    const result = localSearch({
      ...common,
      candidates: list,
      targets,
      budgetCents: room,
      timeLimitMs: searchMs,
      initial: servingsOn(from, list),
      maxEvaluations: options.searchEvaluations ?? QUALITY_SEARCH_EVALUATIONS,
    });
    return { list, servings: result.servings, result };
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const room = budgetCents - margin;
    // A good plan first (local search with the exact bill); the program then starts from it,
    // improves it and bounds it.
    const first = localSearch({
      ...common,
      candidates: pool,
      targets,
      budgetCents: room,
      timeLimitMs: searchMs,
      maxEvaluations: options.searchEvaluations ?? QUALITY_SEARCH_EVALUATIONS,
    });
    let found: Servings & { result: SearchResult } = {
      list: pool,
      servings: first.servings,
      result: first,
    };
    if (!first.withinBudget) {
      // Over budget: look for the cheapest plan, starting from the one just found, and improve
      // its nutrition within the budget when it fits.
      const cheapestFound = cheapestPlan(found);
      if (cheapestFound.billCents <= room) {
        const better = improve({ list: all, servings: cheapestFound.servings }, room);
        found = better.result.withinBudget
          ? better
          : { list: all, servings: cheapestFound.servings, result: cheapestFound };
      }
    }
    const used = found.list.filter((_, j) => (found.servings[j] ?? 0) > 0);
    const candidates = [
      ...new Set([...pruneCandidates(all, options.candidatesPerType ?? 30), ...used]),
    ];
    const start = found.result.billCents <= room + 1e-6 ? servingsOn(found, candidates) : undefined;
    // Without a plan within the room, even the cheapest search's, the weighted program would only
    // look for one from nothing (over a second, as packages are whole at the till): the cheapest
    // menu's cost-only program, which starts from that search, decides below instead.
    let result: OptimiseResult = start
      ? optimiseWeek(
          highs,
          {
            ...common,
            candidates,
            targets,
            budgetCents: room,
            timeLimitSeconds: options.timeLimitSeconds,
            start,
          },
          options.boundSeconds ?? 0,
        )
      : {
          status: 'infeasible',
          servings: [],
          costCents: Infinity,
          costLowerBoundCents: Infinity,
          solveMs: 0,
          solverStatus: 'no plan within the budget from the searches',
        };
    let chosen = candidates;
    if (result.status !== 'ok') {
      // Neither the search nor the program found a plan within budget. Before saying the budget
      // binds, find the cheapest menu that meets the counts: when it fits after all (the search
      // and the solver stop on work and time limits), plan from it, with the search improving
      // its nutrition without leaving the budget.
      const menu = cheapestMenu(
        highs,
        profile,
        all,
        cheapestPlan(found),
        cap,
        priceLevel.factor,
        catalogue,
        options.cheapestSeconds,
        (servings) => tillOf(all, servings),
      );
      if (!menu || menu.billedCents > budgetCents) {
        return { ok: false, infeasible: explainBudget(profile, menu, budgetCents) };
      }
      // The cheapest menu fits the budget but not the room the kitchen's extras left: plan
      // from it below.
      if (menu.billedCents > room) break;
      const improved = improve({ list: all, servings: menu.servings }, room);
      const within = improved.result.withinBudget;
      chosen = within ? improved.list : all;
      result = {
        status: 'ok',
        servings: within ? improved.servings : menu.servings,
        costCents: within ? improved.result.billCents : menu.costCents,
        // No proven bound for this plan: the program ran out of time before it could give one.
        costLowerBoundCents: 0,
        solveMs: menu.solveMs,
        solverStatus: `search from the cheapest menu (program: ${menu.solverStatus})`,
      };
    }
    const outcome = present(chosen, result.servings, result, room);
    if (typeof outcome !== 'number') return outcome;
    // The kitchen's schedule added this much to the searched till (an opened can that would not
    // keep, a top-up shop): the next round leaves that much room, not just the overshoot, or it
    // finds a plan as close to the edge again and the week falls back to the cheapest menu.
    margin = Math.max(margin + outcome, outcome + budgetCents - result.costCents);
  }
  // The rounds left the till over the budget: the cheapest menu, as it is.
  const menu = cheapestMenu(
    highs,
    profile,
    all,
    cheapestPlan(),
    cap,
    priceLevel.factor,
    catalogue,
    options.cheapestSeconds,
    (servings) => tillOf(all, servings),
  );
  if (menu && menu.billedCents <= budgetCents) {
    const outcome = present(all, menu.servings, { ...menu, costLowerBoundCents: 0 }, budgetCents);
    if (typeof outcome !== 'number') return outcome;
  }
  return { ok: false, infeasible: explainBudget(profile, menu, budgetCents) };
}
