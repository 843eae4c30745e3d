/**
 * The sentences a week is explained with: the hard constraints it is planned under, its meal
 * counts against what the profile asked, the favourite cuisines line, and the explanation shown
 * beside a new plan (present.ts puts the first three in weeklyPlan.basis).
 */
import { MEAL_TYPES } from '../catalogue/types.ts';
import type { Day, Explanation } from '../schemas/meal-plan.ts';
import { portionLabel } from '../rules/labels.ts';
import { mealCount } from './meal-labels.ts';
import type { PlacedMeal, Presented } from './present.ts';
import { MAX_MEALS_PER_PROTEIN, MIN_DISTINCT_DISHES_PER_21 } from './quality.ts';
import type { MealCounts, PlannerProfile } from './types.ts';

function countsText(counts: MealCounts): string {
  const parts = MEAL_TYPES.filter((t) => counts[t] > 0).map((t) => mealCount(t, counts[t]));
  if (parts.length === 0) return 'no meals';
  return parts.length === 1
    ? (parts[0] as string)
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The meal counts of the week as it stands, against what the profile asked for. */
export function mealCountsLine(placed: readonly PlacedMeal[], requested: MealCounts): string {
  const actual = Object.fromEntries(
    MEAL_TYPES.map((t) => [t, placed.filter((p) => p.type === t).length]),
  ) as MealCounts;
  const same = MEAL_TYPES.every((t) => actual[t] === requested[t]);
  return same
    ? `${countsText(actual)}, as your profile asks.`
    : `${countsText(actual)} now; your profile asks for ${countsText(requested)} (this week was edited).`;
}

/**
 * The hard constraints a week is planned under, as sentences (facts of the profile). The meal
 * counts are said apart (mealCountsLine), from the week as it stands after its edits.
 */
export function hardConstraintLines(profile: PlannerProfile): string[] {
  // Free text is quoted back, shortened: a sentence stays a sentence however long the answer.
  const quote = (text: string) => {
    const t = text.trim();
    return t.length > 160 ? `${t.slice(0, 157)}...` : t;
  };
  const constraints: string[] = [];
  if (profile.allergies.length > 0)
    constraints.push(`No ${profile.allergies.join(', ')} (allergies).`);
  if (profile.allergyOther.trim())
    constraints.push(`Nothing matching '${quote(profile.allergyOther)}' (other allergy).`);
  if (profile.diets.length > 0) constraints.push(`Every meal is ${profile.diets.join(', ')}.`);
  if (profile.dietOther.trim())
    constraints.push(`Other restriction honoured: '${quote(profile.dietOther)}'.`);
  if (profile.dislikedFoods.trim())
    constraints.push(`No disliked foods (${quote(profile.dislikedFoods)}).`);
  constraints.push(
    `Every recipe takes at most ${profile.maxPrepMinutes} minutes, waiting (soaking, marinating, chilling) included.`,
  );
  constraints.push(
    profile.methods.length > 0
      ? `Cooked with ${profile.methods.join(' or ')}.`
      : 'Any cooking method.',
  );
  return constraints;
}

/**
 * How the favourite cuisines shaped the week: each with its number of meals (plan.ts notes a
 * favourite that no dish fitting the filters is of).
 */
export function favouritesLine(
  profile: Pick<PlannerProfile, 'cuisines'>,
  days: readonly Day[],
): string | null {
  if (profile.cuisines.length === 0) return null;
  const meals = days.flatMap((d) => d.meals);
  const parts = profile.cuisines.map((cuisine) => {
    const n = meals.filter((m) => m.cuisine === cuisine).length;
    return n === 0 ? `no ${cuisine} meal` : `${cuisine} in ${n} ${n === 1 ? 'meal' : 'meals'}`;
  });
  return `${FAVOURITES_PREFIX}${parts.join('; ')}.`;
}

const FAVOURITES_PREFIX = 'Favourite cuisines: ';

/** The notes with the favourites line of the week as it stands (an edit replaces the old one). */
export function withFavourites(notes: readonly string[], line: string | null): string[] {
  const kept = notes.filter((note) => !note.startsWith(FAVOURITES_PREFIX));
  return line ? [...kept, line] : kept;
}

/** The explanation shown beside a new plan: what was honoured, what was aimed for, how. */
export function explain(
  profile: PlannerProfile,
  presented: Presented,
  notes: readonly string[],
  stats: { candidates: number; solveMs: number; status: string; costLowerBound: number },
): Explanation {
  const constraints = [...hardConstraintLines(profile), presented.weeklyPlan.basis?.counts ?? ''];
  constraints.push(
    `Store cost ${presented.weeklyPlan.totalCost} within the ${presented.weeklyPlan.weeklyBudget} budget, whole packages included.`,
  );
  const s = presented.nutritionSummary;
  const members = presented.weeklyPlan.household?.members;
  const targets = members
    ? members.map(
        (m) =>
          `${m.name}: ${m.proteinGoal} g of protein and ${m.calorieTarget} kcal a day (${m.age < 19 ? 'DRI estimated energy requirement and protein RDA' : 'Mifflin-St Jeor'}), ${portionLabel(m.portion)} portions; protein goal met on ${m.daysMeetingProteinGoal} of ${m.daysPlanned} days.`,
      )
    : [
        `Protein goal ${profile.proteinGoal} g a day (scaled to the meals planned): met on ${s.daysMeetingProteinGoal} of 7 days.`,
        `Calorie target ${profile.calorieTarget} kcal a day (Mifflin-St Jeor): within 15 % on ${s.daysWithinCalorieTarget} of 7 days.`,
      ];
  const favourites = favouritesLine(profile, presented.weeklyPlan.days);
  if (favourites) targets.push(favourites);
  targets.push(
    profile.bulkPrep
      ? 'Bulk prep: dishes repeat across days to cook once.'
      : `Variety: a dish appears at most twice a week, no main protein food in more than ${MAX_MEALS_PER_PROTEIN} lunches and dinners, and at least ${MIN_DISTINCT_DISHES_PER_21} different dishes in a 21-meal week where the filters and budget allow.`,
  );
  const distinct = new Set(presented.weeklyPlan.days.flatMap((d) => d.meals.map((m) => m.recipeId)))
    .size;
  return {
    summary: members
      ? `${distinct} different dishes for ${members.length} people for ${presented.weeklyPlan.totalCost} of your ${presented.weeklyPlan.weeklyBudget} household budget.`
      : `${distinct} different dishes for ${presented.weeklyPlan.totalCost} of your ${presented.weeklyPlan.weeklyBudget} budget; protein goal met on ${s.daysMeetingProteinGoal} of 7 days.`,
    constraints,
    targets,
    notes: [...notes],
    solver: {
      method:
        'Servings per recipe and whole packages per food: local search on the exact store bill, then a mixed-integer program (HiGHS) that lowers the cost at the same nutrition and proves a lower bound; days balanced by swaps',
      candidates: stats.candidates,
      solveMs: Math.round(stats.solveMs),
      status: stats.status,
      costLowerBound: Math.round(stats.costLowerBound * 100) / 100,
    },
  };
}
