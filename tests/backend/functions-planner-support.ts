/**
 * Shared set-up of the planner-function suites (functions-planner*.test.ts): a backend on PGlite
 * with a person whose preferences are stored in the database, and a request body in the spec's
 * shape whose fields the stored preferences override.
 */
import {
  createSignedInUser,
  startTestBackend,
  type SignedInUser,
  type TestBackend,
} from './support.ts';

export const WEEK = '2026-11-23';

export async function storePreferences(user: SignedInUser, weeklyBudget = '$100'): Promise<void> {
  const id = user.user.id;
  const c = user.client;
  const steps = [
    c.from('onboarding_profile').upsert({
      id,
      full_name: 'Test Person',
      age: 34,
      gender: 'Female',
      height_feet: 5,
      height_inches: 5,
      weight: 150,
      activity_level: 'Lightly Active',
      health_goal: 'Maintain Weight',
    }),
    c.from('food_preferences').upsert({
      id,
      dietary_restrictions: ['Vegetarian'],
      allergies: ['Peanuts'],
      disliked_foods: 'mushrooms',
      protein_goal: 'Use recommended amount',
      favorite_cuisines: ['Italian', 'Mexican'],
    }),
    c.from('meal_frequency').upsert({
      id,
      weekly_budget: weeklyBudget,
      custom_budget: null,
      breakfasts_per_week: 7,
      lunch_per_week: 7,
      dinner_per_week: 7,
      snacks_per_week: 7,
      meal_prep_frequency: 'Bi-Weekly',
      cooking_time: '45 minutes',
      cooking_methods: [],
    }),
    c.from('budget_settings').upsert({
      id,
      shopping_frequency: 'Weekly',
      zip_code: '94110',
      preferred_store: ['Aldi'],
      preferred_store_other: null,
      ingredient_quality: 'Balanced',
    }),
  ];
  for (const step of steps) {
    const { error } = await step;
    if (error) throw new Error(`storing preferences failed: ${error.message}`);
  }
}

export function body(userId: string, extra: Record<string, unknown> = {}) {
  return {
    userId,
    budgetAmount: '$100',
    dietaryRestrictions: [],
    allergies: [],
    preferredCuisines: ['Italian'],
    mealTypes: { breakfasts: 5, lunches: 5, dinners: 7, snacks: 3 },
    zipCode: '94110',
    weekStart: WEEK,
    ...extra,
  };
}

/**
 * A backend on PGlite for the enclosing file or describe (stopped after it), with a signed-in
 * person whose preferences are stored; the fields are there once its beforeAll has run.
 */
export function usePlannerBackend(): { backend: TestBackend; person: SignedInUser } {
  const planner = {} as { backend: TestBackend; person: SignedInUser };
  beforeAll(async () => {
    planner.backend = await startTestBackend({ inMemory: true });
    planner.person = await createSignedInUser(planner.backend);
    await storePreferences(planner.person);
  });
  afterAll(async () => {
    await planner.backend?.close();
  });
  return planner;
}
