/**
 * What the plan screens show of a week's goals and of a household's week, derived from the
 * planner's response as it stands (no figure recomputed here that the response already gives):
 * a day's meals against one person's targets, each member's day (and the part of their whole day
 * its planned meals cover), a dish's portions per member and who the week feeds. Every household function gives null for a one-person week (the
 * response's household fields are absent), and the screens then look as they always have.
 */
import { MEAL_TYPES, type MealType } from '../../supabase/functions/_shared/catalogue/types.ts';
import { HEI_MIN_AGE, MEAL_TYPE_LABELS } from '../../supabase/functions/_shared/rules/household.ts';
import { portionLabel } from '../../supabase/functions/_shared/rules/labels.ts';
import type { HouseholdMemberPlan } from '../../supabase/functions/_shared/schemas/responses.ts';
import { householdPlanTexts, namesList } from '../texts/householdPlan.ts';
import { planTexts } from '../texts/plan.ts';
import type { Day, Meal, WeeklyPlan } from './plan.types.ts';
import { dollars } from '../../supabase/functions/_shared/rules/money.ts';

/** One bar of a day against a goal: its words, how full it is (1 = the goal) and whether met. */
export interface TargetBar {
  /** The bar's name, whole: 'Protein: 58 g of 110 g', "Ana's protein: 39 g of 90 g". */
  label: string;
  /** The words shown with the bar when the row already names the person: '39 of 90 g protein'. */
  text?: string;
  share: number;
  met: boolean;
}

/** Protein is met within half a gram of the goal (the figures are rounded to the gram). */
export function proteinBar(label: string, protein: number, goal: number, text?: string): TargetBar {
  return {
    label,
    ...(text === undefined ? {} : { text }),
    share: goal > 0 ? protein / goal : 0,
    met: protein >= goal - 0.5,
  };
}

/** Calories are on target within 15 % either side. */
export function calorieBar(
  label: string,
  calories: number,
  target: number,
  text?: string,
): TargetBar {
  return {
    label,
    ...(text === undefined ? {} : { text }),
    share: target > 0 ? calories / target : 0,
    met: Math.abs(calories - target) <= 0.15 * target,
  };
}

/** A one-person day's meals against the person's targets (none when a target is missing). */
export function dayTargets(day: Day): TargetBar[] {
  if (day.meals.length === 0 || day.proteinGoal <= 0 || day.calorieTarget <= 0) return [];
  const texts = planTexts.day;
  return [
    proteinBar(
      texts.proteinAgainst(day.dailyProtein, day.proteinGoal),
      day.dailyProtein,
      day.proteinGoal,
    ),
    calorieBar(
      texts.caloriesAgainst(day.dailyCalories, day.calorieTarget),
      day.dailyCalories,
      day.calorieTarget,
    ),
  ];
}

/** A week planned for a household (its members listed), rather than for one person. */
export function isHouseholdWeek(plan: WeeklyPlan | null | undefined): boolean {
  return plan?.household !== undefined;
}

/** One member's day: a bar for each goal, its words naming the figures ('39 of 90 g protein'). */
export interface MemberDayRow {
  member: string;
  name: string;
  /**
   * What part of their day the planned meals they eat at home cover, with the whole day's goals
   * ('Ana: 50 g of protein and 1,320 kcal from this day's planned meals (breakfast and dinner,
   * 55 % of a whole day's 90 g and 2,400 kcal)'); null when the week does not list the member.
   */
  share: string | null;
  bars: TargetBar[];
}

/** Meal types in the order of a day. */
function inDayOrder(types: Iterable<MealType>): MealType[] {
  const set = new Set(types);
  return MEAL_TYPES.filter((type) => set.has(type));
}

/** 'breakfast and dinner', 'breakfast, lunch and snacks'. */
function mealWords(types: readonly MealType[]): string {
  return namesList(types.map((type) => MEAL_TYPE_LABELS[type].toLowerCase()));
}

/** Whether a member eats a meal at home: named in its portions (or, without them, by type). */
function eats(meal: Meal, member: Pick<HouseholdMemberPlan, 'member' | 'meals'>): boolean {
  return meal.portions
    ? meal.portions.some((part) => part.member === member.member)
    : member.meals.includes(meal.type);
}

/**
 * The part of a whole day a member's goals for a day stand for: the response scales each
 * member's daily goals by the share of a day the meals they eat at home make up (breakfast 25 %,
 * lunch and dinner 30 % each, snacks 15 %), so the day's target over the whole day's is that
 * share. Calories, being the larger figures, lose least to the response's rounding.
 */
function dayShare(
  entry: NonNullable<Day['members']>[number],
  planned: Pick<HouseholdMemberPlan, 'calorieTarget'>,
): number {
  return planned.calorieTarget > 0 ? entry.calorieTarget / planned.calorieTarget : 0;
}

/** 55 for 0.552; 100 for anything a rounding away from all of it. */
function percent(share: number): number {
  return Math.min(100, Math.round(share * 100));
}

/**
 * Each member's day as the response gives it, the account holder first; null for one person.
 * `members` (weeklyPlan.household.members) gives each member's whole day, so the row can say what
 * part of it the day's planned meals cover.
 */
export function memberDays(
  day: Day,
  members?: readonly HouseholdMemberPlan[] | null,
): MemberDayRow[] | null {
  if (!day.members) return null;
  const texts = householdPlanTexts.day;
  return day.members.map((entry) => {
    const protein = Math.round(entry.protein);
    const calories = Math.round(entry.calories);
    const proteinGoal = Math.round(entry.proteinGoal);
    const calorieTarget = Math.round(entry.calorieTarget);
    const planned = members?.find((candidate) => candidate.member === entry.member);
    let share: string | null = null;
    if (planned) {
      const types = inDayOrder(
        day.meals.filter((meal) => eats(meal, planned)).map((meal) => meal.type),
      );
      const whole = {
        protein: Math.round(planned.proteinGoal),
        calories: Math.round(planned.calorieTarget),
      };
      const part = percent(dayShare(entry, planned));
      share =
        types.length === 0 || part === 0
          ? texts.shareNone(entry.name)
          : part >= 100
            ? texts.shareWhole(entry.name, mealWords(types), whole.protein, whole.calories)
            : texts.share(entry.name, {
                protein: proteinGoal,
                calories: calorieTarget,
                meals: mealWords(types),
                percent: part,
                dayProtein: whole.protein,
                dayCalories: whole.calories,
              });
    }
    return {
      member: entry.member,
      name: entry.name,
      share,
      bars:
        proteinGoal > 0 && calorieTarget > 0
          ? [
              proteinBar(
                texts.memberProtein(entry.name, protein, proteinGoal),
                protein,
                proteinGoal,
                texts.proteinShort(protein, proteinGoal),
              ),
              calorieBar(
                texts.memberCalories(entry.name, calories, calorieTarget),
                calories,
                calorieTarget,
                texts.caloriesShort(calories, calorieTarget),
              ),
            ]
          : [],
    };
  });
}

/** A dish's portions per member ('Portions: Ana 1.5x · Leo 0.75x') and its whole-dish note. */
export interface MealPortions {
  line: string;
  wholeDish: string;
}

export function mealPortions(meal: Meal): MealPortions | null {
  if (!meal.portions || meal.portions.length === 0) return null;
  const texts = householdPlanTexts.day;
  return {
    line: texts.portions(
      meal.portions.map((part) => ({ name: part.name, label: portionLabel(part.portion) })),
    ),
    wholeDish: texts.wholeDish(meal.portions.map((part) => part.name)),
  };
}

/** One member as the weekly plan's 'Who this week feeds' shows them. */
export interface HouseholdWeekRow {
  member: string;
  name: string;
  /** The account holder (member 'you'). */
  isYou: boolean;
  age: string;
  portion: string;
  meals: string;
  goals: string;
  /**
   * What part of their day the week's planned meals they eat at home cover, and the goals that
   * gives the day plan's bars ('Planned meals at home make up 30 to 55 % of a day's eating, by
   * day: 27 to 50 g of protein and 720 to 1,320 kcal'); null when none is theirs.
   */
  plannedShare: string | null;
  /** Their share of the week's cost, as the response writes it. */
  cost: string;
  hei: string | null;
  /** Why a member under 2 has no HEI (HEI-2020 scores diets from age 2); null otherwise. */
  heiNote: string | null;
  proteinDays: string;
}

export interface HouseholdWeek {
  /** 'Estimated Weekly Cost for the household: $80.00 of $100'. */
  costLine: string;
  /** The week's cost divided by the number of people: '$42.18 per person on average'. */
  perPerson: string;
  /** Who shares the cost and how the shares are made. */
  shareNote: string;
  rows: HouseholdWeekRow[];
}

/** Who a household's week feeds, from weeklyPlan.household; null for one person. */
export function householdWeek(plan: WeeklyPlan): HouseholdWeek | null {
  const members = plan.household?.members;
  if (!members || members.length === 0) return null;
  const texts = householdPlanTexts.week;
  // A member who eats snacks at home eats none of this week's if it plans none.
  const plannedTypes = new Set(plan.days.flatMap((day) => day.meals.map((meal) => meal.type)));
  return {
    costLine: texts.householdCost(plan.totalCost, plan.weeklyBudget),
    perPerson: texts.perPerson(dollars(plan.totalCostValue / members.length)),
    shareNote: texts.shareNote(plan.totalCost, members.length),
    rows: members.map((entry) => {
      const atHome = inDayOrder(entry.meals.filter((type) => plannedTypes.has(type)));
      const toddler = entry.age < HEI_MIN_AGE;
      return {
        member: entry.member,
        name: entry.name,
        isYou: entry.member === 'you',
        age: texts.age(entry.age),
        portion: texts.portion(portionLabel(entry.portion)),
        meals:
          atHome.length > 0
            ? texts.meals(atHome.map((type) => MEAL_TYPE_LABELS[type]))
            : texts.mealsNone,
        goals: texts.goals(Math.round(entry.proteinGoal), Math.round(entry.calorieTarget)),
        plannedShare: weekShare(plan, entry),
        cost: entry.cost,
        // A week stored before under-2s went unscored may still carry one: it is not shown.
        hei: toddler || entry.hei === undefined ? null : texts.hei(Math.round(entry.hei)),
        heiNote: toddler ? texts.heiUnderTwo : null,
        proteinDays: texts.proteinDays(entry.daysMeetingProteinGoal, entry.daysPlanned),
      };
    }),
  };
}

/**
 * What part of a member's day the week's planned meals they eat at home cover, over the days
 * that have some: the same on every such day, or from the least to the most. The goals are the
 * response's for each day (what the day plan's bars aim at).
 */
function weekShare(plan: WeeklyPlan, member: HouseholdMemberPlan): string | null {
  const texts = householdPlanTexts.week;
  const days = plan.days.flatMap((day) => {
    const entry = day.members?.find((candidate) => candidate.member === member.member);
    if (!entry) return [];
    const part = percent(dayShare(entry, member));
    return part > 0
      ? [
          {
            part,
            protein: Math.round(entry.proteinGoal),
            calories: Math.round(entry.calorieTarget),
          },
        ]
      : [];
  });
  if (days.length === 0) return null;
  const range = (values: number[]) => ({ low: Math.min(...values), high: Math.max(...values) });
  const part = range(days.map((day) => day.part));
  if (part.low >= 100) return texts.plannedWhole;
  return texts.plannedShare(
    part,
    range(days.map((day) => day.protein)),
    range(days.map((day) => day.calories)),
  );
}
