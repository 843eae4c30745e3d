/**
 * A week that is safe to cook and complete on the plate, as a new user follows it: a dish with
 * raw meat moved late in the week gets a freeze instruction on the list and the thaw step on its
 * day's card (USDA FSIS FoodKeeper: raw meat keeps 1-2 days in the refrigerator); a side shows on
 * its meal's card and its food is on the list.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storageOf } from '../supabase/functions/_shared/catalogue/storage.ts';
import { productCatalogue } from '../supabase/functions/_shared/planner/catalogue.ts';
import type {
  Meal,
  ShoppingItem,
  WeeklyPlan,
} from '../supabase/functions/_shared/schemas/meal-plan.ts';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  expectNoHorizontalScroll,
  gotoLive,
  logIn,
  planThisWeek,
  saveScreenshot,
  selectRows,
  uniqueEmail,
} from './support.ts';

interface PlanRow {
  week_start: string;
  plan: WeeklyPlan;
  shopping_list: ShoppingItem[];
}

const recipes = new Map(productCatalogue().recipes.map((recipe) => [recipe.id, recipe]));
const week = async (token: string) =>
  (await selectRows<PlanRow>(token, 'meal_plans', 'select=week_start,plan,shopping_list'))[0];

/** A meal's food that keeps two days or less in the refrigerator (raw meat, poultry, fish). */
function shortLived(meal: Meal): string | undefined {
  return recipes.get(meal.recipeId)?.ingredients.find((ing) => {
    const storage = storageOf(ing.food);
    return storage.place === 'refrigerator' && storage.days[1] <= 2 && storage.freezerDays;
  })?.food;
}

async function openDay(page: Page, weekday: string): Promise<void> {
  await gotoLive(page, `/meal-plan/${weekday.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: `${weekday} Meal Plan` })).toBeVisible({
    timeout: 15_000,
  });
}

test('raw meat cooked late is frozen on shopping day and thawed the evening before; sides are on the plate and the list', async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000);
  const account = await createConfirmedUser(uniqueEmail('kitchen', testInfo));
  const token = await accessToken(account);
  await completeProfile(account, token);
  // A week with a dish of raw meat, poultry or fish and a meal with a side (the planner chooses:
  // plan again, which offers other dishes, until the week has both).
  const complete = (row: PlanRow | undefined) =>
    row !== undefined &&
    row.plan.days.some((day) => day.meals.some((meal) => shortLived(meal))) &&
    row.plan.days.some((day) => day.meals.some((meal) => (meal.sides ?? []).length > 0));
  let planned = undefined as PlanRow | undefined;
  for (let attempt = 0; attempt < 5 && !complete(planned); attempt += 1) {
    await planThisWeek(account, token);
    planned = await week(token);
  }
  if (!planned || !complete(planned)) throw new Error('no week with raw meat and a side');
  const days = planned.plan.days;
  const lastDay = days[6];
  if (!lastDay) throw new Error('a week has seven days');
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // The dish with raw meat: on an early day, move it to the week's last day.
  const early = days
    .slice(0, 6)
    .flatMap((day) => day.meals.map((meal) => ({ day, meal, food: shortLived(meal) })))
    .find((entry) => entry.food !== undefined);
  if (early) {
    await openDay(page, early.day.day);
    const card = page.getByRole('article', { name: early.meal.name }).first();
    await card.getByRole('button', { name: `Show details of ${early.meal.name}` }).click();
    await card.getByRole('combobox', { name: 'Move to another day' }).click();
    await page.getByRole('option', { name: lastDay.day }).click();
    await page
      .getByRole('dialog', { name: 'Move Meal' })
      .getByRole('button', { name: "Yes, I'm sure" })
      .click();
    await expect(page.getByText(`The meal has been moved to ${lastDay.day}`)).toBeVisible({
      timeout: 30_000,
    });
  }
  const moved = await week(token);
  if (!moved) throw new Error('the week is gone');
  // Now a late meal uses raw meat: the list freezes it for that meal, its card thaws it.
  const frozen = moved.shopping_list.find((item) => item.freeze && storageOf(item.id).days[1] <= 2);
  if (!frozen?.freeze) throw new Error('no raw meat, poultry or fish is frozen for a late meal');
  const mealId = frozen.freeze.meals[frozen.freeze.meals.length - 1] ?? '';
  const thawDay = moved.plan.days.find((day) => day.meals.some((meal) => meal.id === mealId));
  const thawMeal = thawDay?.meals.find((meal) => meal.id === mealId);
  if (!thawDay || !thawMeal) throw new Error(`no meal ${mealId}`);
  expect(thawMeal.kitchen?.thaw?.map((t) => t.food)).toContain(frozen.id);

  await gotoLive(page, '/shopping-list');
  const line = page.getByText(new RegExp(`^Freeze on shopping day: ${frozen.freeze.grams} g`));
  await expect(line).toBeVisible({ timeout: 15_000 });
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, testInfo, 'kitchen-list-freeze');

  await openDay(page, thawDay.day);
  const card = page.getByRole('article', { name: thawMeal.name }).first();
  await expect(card).toContainText('Move to the refrigerator the evening before');
  await expect(card).toContainText(frozen.name);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await saveScreenshot(page, testInfo, 'kitchen-day-thaw');

  // A side: on its meal's card, in the meal's cost, and its food on the list.
  const withSide = moved.plan.days
    .flatMap((day) => day.meals.map((meal) => ({ day, meal })))
    .find(({ meal }) => (meal.sides ?? []).length > 0);
  const side = withSide?.meal.sides?.[0];
  if (!withSide || !side) throw new Error('the week lost its side');
  await openDay(page, withSide.day.day);
  const sideCard = page.getByRole('article', { name: withSide.meal.name }).first();
  await expect(sideCard).toContainText(/With: /);
  await expect(sideCard).toContainText(withSide.meal.cost);
  await saveScreenshot(page, testInfo, 'kitchen-day-side');
  const foods = recipes.get(side.id)?.ingredients.map((ing) => ing.food) ?? [];
  expect(moved.shopping_list.some((item) => foods.includes(item.id))).toBe(true);
});
