/**
 * What the plan screens show of a week's goals and of a household's week, derived from the
 * planner's response as it stands (no figure recomputed here that the response already gives):
 * a day's meals against one person's targets, each member's day, a dish's portions per member
 * and who the week feeds. Every household function gives null for a one-person week (the
 * response's household fields are absent), and the screens then look as they always have.
 */
import { MEAL_TYPE_LABELS } from '../../supabase/functions/_shared/rules/household.ts';
import { portionLabel } from '../../supabase/functions/_shared/rules/labels.ts';
import { householdPlanTexts } from '../texts/householdPlan.ts';
import { planTexts } from '../texts/plan.ts';
import type { Day, Meal, WeeklyPlan } from './plan.types.ts';
import { dollars } from './planEdits.ts';

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
  bars: TargetBar[];
}

/** Each member's day as the response gives it, the account holder first; null for one person. */
export function memberDays(day: Day): MemberDayRow[] | null {
  if (!day.members) return null;
  const texts = householdPlanTexts.day;
  return day.members.map((entry) => {
    const protein = Math.round(entry.protein);
    const calories = Math.round(entry.calories);
    const proteinGoal = Math.round(entry.proteinGoal);
    const calorieTarget = Math.round(entry.calorieTarget);
    return {
      member: entry.member,
      name: entry.name,
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
  /** Their share of the week's cost, as the response writes it. */
  cost: string;
  hei: string | null;
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
  return {
    costLine: texts.householdCost(plan.totalCost, plan.weeklyBudget),
    perPerson: texts.perPerson(dollars(plan.totalCostValue / members.length)),
    shareNote: texts.shareNote(plan.totalCost, members.length),
    rows: members.map((entry) => ({
      member: entry.member,
      name: entry.name,
      isYou: entry.member === 'you',
      age: texts.age(entry.age),
      portion: texts.portion(portionLabel(entry.portion)),
      meals: texts.meals(entry.meals.map((type) => MEAL_TYPE_LABELS[type])),
      goals: texts.goals(Math.round(entry.proteinGoal), Math.round(entry.calorieTarget)),
      cost: entry.cost,
      hei: entry.hei === undefined ? null : texts.hei(Math.round(entry.hei)),
      proteinDays: texts.proteinDays(entry.daysMeetingProteinGoal, entry.daysPlanned),
    })),
  };
}
