/**
 * Own recipes marked "plan it" through the planner functions, as the app calls them: the week
 * takes them from the own_recipes table as the caller (row-level security), plans them as often
 * as asked under the stored allergies, says why one is left out, keeps their copies; a recipe
 * edited or deleted afterwards leaves the week whole, and moving and removing its meal work.
 */
import {
  editMealPlanResponse,
  generateMealPlanResponse,
  type GenerateMealPlanResponse,
} from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { body, usePlannerBackend, WEEK } from './functions-planner-support.ts';

const planner = usePlannerBackend();

/** The stored person is vegetarian and allergic to peanuts. */
const beanTacos = (userId: string) => ({
  user_id: userId,
  name: 'Black bean tacos',
  servings: 4,
  prep_minutes: 10,
  cook_minutes: 15,
  meal_types: ['DINNER'],
  cuisine: 'Mexican',
  methods: ['Stove/Oven'],
  ingredients: [
    { line: '2 cans black beans', food: 'black_beans', grams: 850 },
    { line: '8 corn tortillas', food: 'corn_tortilla', grams: 208 },
    { line: '1 cup salsa', food: 'salsa', grams: 259 },
    { line: 'salt to taste' },
  ],
  steps: ['Warm the beans.', 'Fill the tortillas.'],
  plan_per_week: 2,
});

const satay = (userId: string) => ({
  ...beanTacos(userId),
  name: 'Peanut satay noodles',
  ingredients: [
    { line: '8 oz pasta', food: 'pasta', grams: 227 },
    { line: '1/2 cup peanut butter', food: 'peanut_butter', grams: 129 },
  ],
  plan_per_week: 1,
});

describe('own recipes planned by the functions', () => {
  let plan: GenerateMealPlanResponse;
  let tacosId: string;

  it('plans a recipe marked "plan it" twice and leaves out one against an allergy, saying why', async () => {
    const { client, user } = planner.person;
    const inserted = await client
      .from('own_recipes')
      .insert([beanTacos(user.id), satay(user.id)])
      .select('id, name');
    expect(inserted.error).toBeNull();
    tacosId = inserted.data?.find((row) => row.name === 'Black bean tacos')?.id as string;
    const { data, error } = await client.functions.invoke('generate-meal-plan', {
      body: body(user.id),
    });
    expect(error).toBeNull();
    plan = generateMealPlanResponse.parse(data);
    const meals = plan.weeklyPlan.days.flatMap((day) => day.meals);
    const tacos = meals.filter((meal) => meal.recipeId === tacosId);
    expect(tacos).toHaveLength(2);
    expect(tacos[0]).toMatchObject({ name: 'Black bean tacos', cuisine: 'Mexican' });
    expect(tacos[0]?.own).toEqual({ version: 1 });
    expect(meals.some((meal) => meal.name === 'Peanut satay noodles')).toBe(false);
    expect(plan.weeklyPlan.basis?.notes).toEqual(
      expect.arrayContaining([
        'Your recipe "Black bean tacos" is planned twice, as you asked.',
        'Your recipe "Peanut satay noodles" is not planned this week: it conflicts with Peanuts allergy.',
      ]),
    );
    expect(plan.shoppingList.some((item) => item.name === 'Corn tortillas')).toBe(true);
    expect(plan.weeklyPlan.totalCostValue).toBeLessThanOrEqual(100);
  });

  it('keeps the week whole after the recipe is edited and deleted, and still moves and removes its meal', async () => {
    const { client, user } = planner.person;
    const edited = await client
      .from('own_recipes')
      .update({ name: 'Black bean tacos, spicier' })
      .eq('id', tacosId)
      .select('version');
    expect(edited.data?.[0]?.version).toBe(2);
    const stored = await client.from('meal_plans').select('plan').eq('week_start', WEEK).single();
    const meal = (stored.data?.plan as GenerateMealPlanResponse['weeklyPlan']).days
      .flatMap((day) => day.meals)
      .find((m) => m.recipeId === tacosId);
    expect(meal?.own).toEqual({ version: 1 });
    expect((await client.from('own_recipes').delete().eq('id', tacosId)).error).toBeNull();
    const moved = await client.functions.invoke('edit-meal-plan', {
      body: { userId: user.id, weekStart: WEEK, action: 'move', mealId: meal?.id, toDay: 'Sunday' },
    });
    expect(moved.error).toBeNull();
    const afterMove = editMealPlanResponse.parse(moved.data);
    const sunday = afterMove.weeklyPlan.days.find((day) => day.day === 'Sunday');
    const movedMeal = sunday?.meals.find((m) => m.recipeId === tacosId);
    expect(movedMeal?.name).toBe('Black bean tacos');
    const removed = await client.functions.invoke('edit-meal-plan', {
      body: { userId: user.id, weekStart: WEEK, action: 'remove', mealId: movedMeal?.id },
    });
    expect(removed.error).toBeNull();
    const afterRemove = editMealPlanResponse.parse(removed.data);
    const left = afterRemove.weeklyPlan.days.flatMap((day) => day.meals);
    expect(left.filter((m) => m.recipeId === tacosId)).toHaveLength(1);
  });

  it('notes a stored recipe the week could not keep (a step longer than the form allows) and plans the rest', async () => {
    const { client, user } = planner.person;
    const long = { ...beanTacos(user.id), name: 'Long-winded stew', steps: ['x'.repeat(3000)] };
    expect((await client.from('own_recipes').insert(long)).error).toBeNull();
    const { data, error } = await client.functions.invoke('generate-meal-plan', {
      body: body(user.id),
    });
    expect(error).toBeNull();
    const week = generateMealPlanResponse.parse(data).weeklyPlan;
    expect(week.days.flatMap((day) => day.meals).some((m) => m.name === 'Long-winded stew')).toBe(
      false,
    );
    expect(week.basis?.notes).toContain(
      'Your recipe "Long-winded stew" could not be read, so it is not planned: open it in My recipes and save it again.',
    );
  });
});
