/**
 * A household through the functions: members stored in household_members (as the person, under
 * RLS) are planned for by generate-meal-plan, kept by regenerate-meal, limited to eight, and a
 * row that is not a valid member is named instead of breaking the week.
 */
import { getCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import {
  generateMealPlanResponse,
  regenerateMealResponse,
  type GenerateMealPlanResponse,
} from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { body, storePreferences, WEEK } from './functions-planner-support.ts';
import { createSignedInUser, startTestBackend } from './support.ts';
import type { SignedInUser, TestBackend } from './support.ts';

let backend: TestBackend;
let person: SignedInUser;
beforeAll(async () => {
  backend = await startTestBackend({ inMemory: true });
  person = await createSignedInUser(backend);
  // Vegetarian with a peanut allergy, full weeks of 5 breakfasts, 5 lunches, 7 dinners, 3 snacks.
  await storePreferences(person, '$250');
});
afterAll(async () => {
  await backend?.close();
});

// Every row names every column: in a multi-row insert PostgREST sets a column a row leaves out
// to null, not to its default.
const member = (over: { name: string; age: number } & Record<string, unknown>) => ({
  user_id: person.user.id,
  gender: 'Female',
  activity_level: 'Lightly Active',
  height_feet: null,
  height_inches: null,
  weight: null,
  dietary_restrictions: [],
  allergies: [],
  meals_at_home: ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'],
  position: 0,
  ...over,
});

async function generate(): Promise<GenerateMealPlanResponse> {
  const { data, error } = await person.client.functions.invoke('generate-meal-plan', {
    body: body(person.user.id),
  });
  if (error) throw error;
  return generateMealPlanResponse.parse(data);
}

describe('a household planned by the functions', () => {
  let first: GenerateMealPlanResponse;

  it('plans one set of dishes for the members stored on the profile', async () => {
    const saved = await person.client.from('household_members').insert([
      member({ name: 'Ana', age: 36, height_feet: 5, height_inches: 6, weight: 150, position: 0 }),
      member({
        name: 'Leo',
        age: 7,
        gender: 'Male',
        allergies: ['Eggs'],
        meals_at_home: ['BREAKFAST', 'DINNER', 'SNACK'],
        position: 1,
      }),
    ]);
    expect(saved.error).toBeNull();
    first = await generate();
    const members = first.weeklyPlan.household?.members ?? [];
    expect(members.map((m) => m.name)).toEqual(['You', 'Ana', 'Leo']);
    expect(members[2]?.meals).toEqual(['BREAKFAST', 'DINNER', 'SNACK']);
    const catalogue = await getCatalogue();
    let leoMeals = 0;
    for (const day of first.weeklyPlan.days)
      for (const meal of day.meals) {
        const facts = catalogue.facts.get(meal.recipeId);
        const eaters = (meal.portions ?? []).map((p) => p.name);
        // The account holder's restrictions and every member's apply to every dish.
        expect(facts?.diets).toContain('Vegetarian');
        expect(facts?.allergens).not.toContain('Peanuts');
        expect(facts?.allergens).not.toContain('Eggs');
        expect(eaters).toEqual(meal.type === 'LUNCH' ? ['You', 'Ana'] : ['You', 'Ana', 'Leo']);
        if (eaters.includes('Leo')) leoMeals += 1;
      }
    expect(leoMeals).toBeGreaterThan(10);
    const cents = members.reduce((s, m) => s + Math.round(m.costValue * 100), 0);
    expect(cents).toBe(Math.round(first.weeklyPlan.totalCostValue * 100));
    expect(first.weeklyPlan.basis?.notes.join(' ')).toContain(
      'Leo uses the reference height and weight for ages 4-8 (115 cm, 20 kg).',
    );
    expect(first.explanation.targets[2]).toMatch(/^Leo: 19 g of protein and \d+ kcal a day/);
  });

  it('keeps the household when a meal is regenerated', async () => {
    const day = first.weeklyPlan.days[1]!;
    const dinner = day.meals.find((m) => m.type === 'DINNER')!;
    const { data, error } = await person.client.functions.invoke('regenerate-meal', {
      body: {
        userId: person.user.id,
        dayOfWeek: day.day,
        mealType: 'DINNER',
        mealId: dinner.id,
        weekStart: WEEK,
      },
    });
    expect(error).toBeNull();
    const answer = regenerateMealResponse.parse(data);
    expect(answer.meal.portions?.map((p) => p.name)).toEqual(['You', 'Ana', 'Leo']);
    const catalogue = await getCatalogue();
    expect(catalogue.facts.get(answer.meal.recipeId)?.allergens).not.toContain('Eggs');
    const members = answer.weeklyPlan.household?.members ?? [];
    expect(members.reduce((s, m) => s + Math.round(m.costValue * 100), 0)).toBe(
      Math.round(answer.weeklyPlan.totalCostValue * 100),
    );
  });

  it('names a stored member it cannot read instead of failing the week', async () => {
    // An allergy no form offers (a row written by hand): the row is valid SQL, not a member.
    const odd = await person.client
      .from('household_members')
      .insert(member({ name: 'Zed', age: 40, allergies: ['Gluten'], position: 2 }))
      .select('id')
      .single();
    expect(odd.error).toBeNull();
    const week = await generate();
    expect(week.weeklyPlan.household?.members.map((m) => m.name)).toEqual(['You', 'Ana', 'Leo']);
    expect(week.weeklyPlan.basis?.notes.join(' ')).toContain(
      'The stored details of Zed could not be read, so this week is not planned for them',
    );
    await person.client.from('household_members').delete().eq('id', odd.data!.id);
  });

  it('refuses a ninth member besides the account holder', async () => {
    const more = Array.from({ length: 6 }, (_, i) =>
      member({ name: `Guest ${i + 1}`, age: 30, position: 10 + i }),
    );
    expect((await person.client.from('household_members').insert(more)).error).toBeNull();
    const ninth = await person.client
      .from('household_members')
      .insert(member({ name: 'One too many', age: 30 }));
    expect(ninth.error?.message).toContain('A household has at most 8 members besides you.');
    const { count } = await person.client
      .from('household_members')
      .select('id', { count: 'exact', head: true });
    expect(count).toBe(8);
  });
});
