/**
 * bench:edge's people and their weeks: five stored profiles (the first with five own recipes
 * marked "plan it"), the weeks generate-meal-plan saved for them, and what the i-th request of
 * each function sends, and as whom.
 */
import { z } from 'zod';
import type { SignedInUser } from '../tests/backend/support.ts';
import { ownRecipeColumns } from '../supabase/functions/_shared/own-recipes/book-api.ts';
import { OWN_RECIPES } from './bench-planner-own.ts';

export interface StoredProfile {
  name: string;
  onboarding: {
    age: number;
    gender: 'Female' | 'Male';
    height_feet: number;
    height_inches: number;
    weight: number;
    activity_level: string;
    health_goal: string;
  };
  diets: string[];
  allergies: string[];
  dislikes: string;
  cuisines: string[];
  budget: string;
  meals: [breakfasts: number, lunches: number, dinners: number, snacks: number];
  cookingTime: string;
  store: string;
  quality: string;
  zip: string;
  /** Keeps bench:planner's five own recipes marked "plan it" (bench-planner-own.ts): the week
   *  loads the SR28 table and plans them. */
  ownRecipes?: true;
}

export const PROFILES: StoredProfile[] = [
  {
    name: 'F34 vegetarian $100',
    onboarding: {
      age: 34,
      gender: 'Female',
      height_feet: 5,
      height_inches: 5,
      weight: 150,
      activity_level: 'Lightly Active',
      health_goal: 'Maintain Weight',
    },
    diets: ['Vegetarian'],
    allergies: ['Peanuts'],
    dislikes: 'mushrooms',
    cuisines: ['Italian', 'Mexican'],
    budget: '$100',
    meals: [7, 7, 7, 7],
    cookingTime: '45 minutes',
    store: 'Aldi',
    quality: 'Balanced',
    zip: '94110',
    ownRecipes: true,
  },
  {
    name: 'M35 active $110',
    onboarding: {
      age: 35,
      gender: 'Male',
      height_feet: 5,
      height_inches: 11,
      weight: 180,
      activity_level: 'Moderately Active',
      health_goal: 'Maintain Weight',
    },
    diets: [],
    allergies: [],
    dislikes: '',
    cuisines: ['Mexican', 'American'],
    budget: '$110',
    meals: [7, 7, 7, 0],
    cookingTime: '30 minutes',
    store: 'Walmart',
    quality: 'Budget-Friendly',
    zip: '60614',
  },
  {
    name: 'F28 vegan $110',
    onboarding: {
      age: 28,
      gender: 'Female',
      height_feet: 5,
      height_inches: 4,
      weight: 135,
      activity_level: 'Sedentary',
      health_goal: 'Maintain Weight',
    },
    diets: ['Vegan'],
    allergies: ['Tree Nuts'],
    dislikes: '',
    cuisines: ['Thai', 'Indian'],
    budget: '$110',
    meals: [7, 7, 7, 7],
    cookingTime: '60+ minutes',
    store: "Trader Joe's",
    quality: 'Balanced',
    zip: '10001',
  },
  {
    name: 'M25 muscle $150',
    onboarding: {
      age: 25,
      gender: 'Male',
      height_feet: 6,
      height_inches: 1,
      weight: 190,
      activity_level: 'Very Active',
      health_goal: 'Build Muscle',
    },
    diets: [],
    allergies: ['Shellfish'],
    dislikes: 'olives',
    cuisines: ['Chinese', 'Japanese'],
    budget: '$150',
    meals: [7, 7, 7, 7],
    cookingTime: '45 minutes',
    store: 'Kroger',
    quality: 'Premium',
    zip: '78701',
  },
  {
    name: 'F45 lose weight $100',
    onboarding: {
      age: 45,
      gender: 'Female',
      height_feet: 5,
      height_inches: 6,
      weight: 190,
      activity_level: 'Lightly Active',
      health_goal: 'Lose Weight',
    },
    diets: ['Dairy-Free'],
    allergies: ['Eggs'],
    dislikes: '',
    cuisines: ['Mediterranean'],
    budget: '$100',
    meals: [5, 5, 7, 3],
    cookingTime: '30 minutes',
    store: 'Aldi',
    quality: 'Balanced',
    zip: '30301',
  },
];

/** Monday starts the weeks planned (the first is the one the cold requests plan). */
const WEEKS = ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'];

export interface Person {
  profile: StoredProfile;
  user: SignedInUser;
}

export async function storeProfile(user: SignedInUser, profile: StoredProfile): Promise<void> {
  const id = user.user.id;
  const c = user.client;
  const steps = [
    c.from('onboarding_profile').upsert({ id, full_name: profile.name, ...profile.onboarding }),
    c.from('food_preferences').upsert({
      id,
      dietary_restrictions: profile.diets,
      allergies: profile.allergies,
      disliked_foods: profile.dislikes,
      protein_goal: 'Use recommended amount',
      favorite_cuisines: profile.cuisines,
    }),
    c.from('meal_frequency').upsert({
      id,
      weekly_budget: profile.budget,
      custom_budget: null,
      breakfasts_per_week: profile.meals[0],
      lunch_per_week: profile.meals[1],
      dinner_per_week: profile.meals[2],
      snacks_per_week: profile.meals[3],
      meal_prep_frequency: 'Bi-Weekly',
      cooking_time: profile.cookingTime,
      cooking_methods: [],
    }),
    c.from('budget_settings').upsert({
      id,
      shopping_frequency: 'Weekly',
      zip_code: profile.zip,
      preferred_store: [profile.store],
      preferred_store_other: null,
      ingredient_quality: profile.quality,
    }),
  ];
  for (const step of steps) {
    const { error } = await step;
    if (error) throw new Error(`storing ${profile.name} failed: ${error.message}`);
  }
  if (!profile.ownRecipes) return;
  const { error } = await c
    .from('own_recipes')
    .insert(OWN_RECIPES.map((recipe) => ownRecipeColumns(recipe, id)));
  if (error) throw new Error(`storing the recipes of ${profile.name} failed: ${error.message}`);
}

/** The parts of a stored week this script reads back from the functions' answers. */
const weekAnswer = z.looseObject({
  weeklyPlan: z.looseObject({
    weekStart: z.string(),
    days: z.array(
      z.looseObject({
        day: z.string(),
        meals: z.array(z.looseObject({ id: z.string(), type: z.string() })),
      }),
    ),
  }),
});
type Week = z.infer<typeof weekAnswer>['weeklyPlan'];

/** The last answer's week per person and week start: what the edits work on. */
export const weeks = new Map<string, Week>();
const weekKey = (person: Person, weekStart: string) => `${person.user.user.id} ${weekStart}`;

function keepWeek(person: Person, answer: unknown): void {
  const week = weekAnswer.parse(answer).weeklyPlan;
  weeks.set(weekKey(person, week.weekStart), week);
}

/** What the i-th request of a function sends, and as whom. */
export type RequestFor = (i: number) => {
  person: Person;
  body: unknown;
  label: string;
  after: (answer: unknown) => void;
};

export function generateRequests(people: Person[]): RequestFor {
  return (i) => {
    const person = people[i % people.length] as Person;
    const weekStart = WEEKS[Math.floor(i / people.length) % WEEKS.length] as string;
    return {
      person,
      body: { userId: person.user.user.id, weekStart },
      label: 'generate-meal-plan',
      after: (answer) => keepWeek(person, answer),
    };
  };
}

/** The stored weeks the edits cycle through, as [person, week start]. */
function storedWeeks(people: Person[]): [Person, string][] {
  const found: [Person, string][] = [];
  for (const weekStart of WEEKS)
    for (const person of people)
      if (weeks.has(weekKey(person, weekStart))) found.push([person, weekStart]);
  if (found.length === 0) throw new Error('no stored week to edit: run generate-meal-plan first');
  return found;
}

export function regenerateRequests(people: Person[]): RequestFor {
  const stored = storedWeeks(people);
  return (i) => {
    const [person, weekStart] = stored[i % stored.length] as [Person, string];
    const week = weeks.get(weekKey(person, weekStart)) as Week;
    const days = week.days.filter((d) => d.meals.length > 0);
    const day = days[Math.floor(i / stored.length) % days.length];
    const meal = day?.meals.find((m) => m.type === 'DINNER') ?? day?.meals[0];
    if (!day || !meal) throw new Error(`no meal to replace in ${weekStart}`);
    return {
      person,
      body: {
        userId: person.user.user.id,
        weekStart,
        dayOfWeek: day.day,
        mealType: meal.type,
        mealId: meal.id,
      },
      label: 'regenerate-meal',
      after: (answer) => keepWeek(person, answer),
    };
  };
}

export function editRequests(people: Person[]): RequestFor {
  const stored = storedWeeks(people);
  /** The day each week's last removal emptied a slot of, filled by the next request. */
  const emptied = new Map<string, string>();
  return (i) => {
    const [person, weekStart] = stored[Math.floor(i / 2) % stored.length] as [Person, string];
    const key = weekKey(person, weekStart);
    const week = weeks.get(key) as Week;
    const toFill = emptied.get(key);
    const after = (answer: unknown) => keepWeek(person, answer);
    if (toFill !== undefined) {
      emptied.delete(key);
      return {
        person,
        body: { userId: person.user.user.id, weekStart, action: 'fillDay', day: toFill },
        label: 'fillDay',
        after,
      };
    }
    const days = week.days.filter((d) => d.meals.length > 0);
    const day = days[Math.floor(i / 2 / stored.length) % days.length];
    const meal = day?.meals.find((m) => m.type === 'LUNCH') ?? day?.meals[0];
    if (!day || !meal) throw new Error(`no meal to remove in ${weekStart}`);
    emptied.set(key, day.day);
    return {
      person,
      body: { userId: person.user.user.id, weekStart, action: 'remove', mealId: meal.id },
      label: 'remove',
      after,
    };
  };
}
