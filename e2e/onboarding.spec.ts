import { expect, test, type Page } from '@playwright/test';
import {
  accessToken,
  createConfirmedUser,
  expectNoHorizontalScroll,
  logIn,
  saveScreenshot,
  selectRows,
  uniqueEmail,
} from './support.ts';

function summaryValue(page: Page, section: string, label: string) {
  return page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');
}

test.describe('onboarding', () => {
  test('a new user completes the four steps, edits a section, saves and finds every value stored', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const account = await createConfirmedUser(
      uniqueEmail('onboarding', testInfo),
      'correct-horse-42',
      'Jamie Rivera',
    );
    await logIn(page, account);

    // Step 1: CREATE YOUR PROFILE
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'CREATE YOUR PROFILE' }),
    ).toBeVisible();
    await expect(page.getByText('Welcome, Jamie!')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Jamie Rivera');
    await page.getByLabel('Age', { exact: true }).selectOption('34');
    await page.getByLabel('Gender', { exact: true }).selectOption('Male');
    await page.getByLabel('Height (feet)', { exact: true }).selectOption('5');
    await page.getByLabel('Height (inches)', { exact: true }).selectOption('10');
    await page.getByLabel('Weight (lbs)', { exact: true }).fill('180');
    await page.getByLabel('Activity Level', { exact: true }).selectOption('Moderately Active');
    await page.getByLabel('Health Goal', { exact: true }).selectOption('Build Muscle');
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'onboarding-step-1');
    await page.getByRole('button', { name: 'NEXT PAGE' }).click();

    // Step 2: DIETARY PREFERENCES
    await expect(
      page.getByRole('heading', { level: 1, name: 'DIETARY PREFERENCES' }),
    ).toBeVisible();
    await expect(page.getByText('Tell us more about how you eat')).toBeVisible();
    const restrictions = page.getByRole('group', { name: 'Dietary Restrictions' });
    await restrictions.getByRole('checkbox', { name: 'Vegetarian' }).check();
    await restrictions.getByRole('checkbox', { name: 'Other' }).check();
    await page.getByLabel('Other dietary restriction', { exact: true }).fill('No mushrooms');
    await page
      .getByRole('group', { name: 'Allergies' })
      .getByRole('checkbox', { name: 'Peanuts' })
      .check();
    await page.getByLabel('Disliked Foods', { exact: true }).fill('olives, beets');
    // 180 lb = 81.6466 kg x (Moderately Active 1.2 + Build Muscle 0.3) = 122.47 -> 122
    await expect(page.getByText('122 grams')).toBeVisible();
    await page.getByRole('radio', { name: 'Set custom protein goal' }).check();
    await page.getByLabel('Custom protein amount (grams per day)').fill('140');
    await page
      .getByRole('group', { name: 'Favorite Cuisines' })
      .getByRole('checkbox', { name: 'Mexican' })
      .check();
    await page
      .getByRole('group', { name: 'Favorite Cuisines' })
      .getByRole('checkbox', { name: 'Indian' })
      .check();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'onboarding-step-2');
    await page.getByRole('button', { name: 'NEXT PAGE' }).click();

    // Step 3: MEAL PLANNING PREFERENCES
    await expect(
      page.getByRole('heading', { level: 1, name: 'MEAL PLANNING PREFERENCES' }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Custom', exact: true }).check();
    await page.getByLabel('Custom weekly budget', { exact: true }).fill('120.50');
    await expect(page.getByLabel('Snacks per week', { exact: true })).toHaveValue('7');
    await page.getByLabel('Breakfasts per week', { exact: true }).selectOption('5');
    await page.getByLabel('Lunches per week', { exact: true }).selectOption('6');
    await page.getByLabel('Snacks per week', { exact: true }).selectOption('3');
    await page.getByLabel('Meal Prep Frequency', { exact: true }).selectOption('Bi-Weekly');
    await page.getByLabel('Cooking Time', { exact: true }).selectOption('30');
    await page
      .getByRole('group', { name: 'Cooking Methods' })
      .getByRole('checkbox', { name: 'Air Fryer' })
      .check();
    await page
      .getByRole('group', { name: 'Cooking Methods' })
      .getByRole('checkbox', { name: 'One-Skillet' })
      .check();
    await page.getByLabel(/Meal Plan Start Day/).selectOption('Sunday');
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'onboarding-step-3');
    await page.getByRole('button', { name: 'NEXT PAGE' }).click();

    // Step 4: GROCERY PREFERENCES
    await expect(
      page.getByRole('heading', { level: 1, name: 'GROCERY PREFERENCES' }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.getByLabel('Shopping Frequency', { exact: true }).selectOption('Weekly');
    await page.getByLabel('Zip Code', { exact: true }).pressSequentially('9a0210x7');
    await expect(page.getByLabel('Zip Code', { exact: true })).toHaveValue('90210');
    const stores = page.getByRole('group', { name: 'Preferred Stores' });
    await stores.getByRole('checkbox', { name: 'Aldi' }).check();
    await stores.getByRole('checkbox', { name: 'Costco' }).check();
    await page.getByLabel('Other store', { exact: true }).fill('Corner market');
    await page.getByRole('radio', { name: 'Balanced' }).check();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'onboarding-step-4');
    await page.getByRole('button', { name: 'REVIEW PROFILE' }).click();

    // Profile review, with one section edited
    await expect(page).toHaveURL(/\/profile-review$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'YOUR PROFILE SUMMARY' }),
    ).toBeVisible();
    await expect(summaryValue(page, 'Personal Information', 'Email')).toHaveText(account.email);
    await expect(summaryValue(page, 'Personal Information', 'Height')).toHaveText('5 ft 10 in');
    await expect(summaryValue(page, 'Dietary Preferences', 'Protein Goal')).toHaveText(
      '140 grams (custom)',
    );
    await expect(summaryValue(page, 'Meal Planning Preferences', 'Weekly Budget')).toHaveText(
      '$120.50',
    );
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'profile-review');
    await page.getByRole('button', { name: 'Edit Grocery Preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grocery Preferences' });
    await dialog.getByRole('radio', { name: 'Premium' }).check();
    await saveScreenshot(page, testInfo, 'profile-review-edit');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Section updated successfully')).toBeVisible();
    await expect(summaryValue(page, 'Grocery Preferences', 'Ingredient Quality')).toHaveText(
      'Premium',
    );

    // Save, then the dashboard
    await page.getByRole('button', { name: 'GO TO DASHBOARD' }).click();
    await expect(page.getByText('Profile saved successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jamie!' })).toBeVisible();
    await expect(page.getByText('$120.50')).toBeVisible();
    await expect(
      page.getByText('5 breakfasts, 6 lunches, 7 dinners and 3 snacks a week'),
    ).toBeVisible();
    for (const name of [
      'VIEW MEAL PLAN',
      'MANAGE BUDGET',
      'VIEW SHOPPING LIST',
      'UPDATE PROFILE',
    ]) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await expectNoHorizontalScroll(page);

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jamie!' })).toBeVisible();
    await expect(page.getByText('$120.50')).toBeVisible();
    // After the reload, without the toasts in front of the cards.
    await saveScreenshot(page, testInfo, 'dashboard');

    // Every value is in the database, read through the REST API as the user.
    const token = await accessToken(account);
    const byId = `select=*&id=eq.${account.id}`;
    expect(await selectRows(token, 'profiles', byId)).toEqual([
      expect.objectContaining({ full_name: 'Jamie Rivera' }),
    ]);
    expect(await selectRows(token, 'onboarding_profile', byId)).toEqual([
      expect.objectContaining({
        full_name: 'Jamie Rivera',
        age: 34,
        gender: 'Male',
        height_feet: 5,
        height_inches: 10,
        weight: 180,
        activity_level: 'Moderately Active',
        health_goal: 'Build Muscle',
      }),
    ]);
    expect(await selectRows(token, 'food_preferences', byId)).toEqual([
      expect.objectContaining({
        dietary_restrictions: ['Vegetarian', 'Other'],
        allergies: ['Peanuts'],
        disliked_foods: 'olives, beets',
        protein_goal: 'Set custom protein goal',
        favorite_cuisines: ['Mexican', 'Indian'],
      }),
    ]);
    expect(await selectRows(token, 'meal_frequency', byId)).toEqual([
      expect.objectContaining({
        weekly_budget: 'Custom Amount',
        custom_budget: 120.5,
        breakfasts_per_week: 5,
        lunch_per_week: 6,
        dinner_per_week: 7,
        snacks_per_week: 3,
        meal_prep_frequency: 'Bi-Weekly',
        cooking_time: '30',
        cooking_methods: ['Air Fryer', 'One-Skillet'],
      }),
    ]);
    expect(await selectRows(token, 'budget_settings', byId)).toEqual([
      expect.objectContaining({
        shopping_frequency: 'Weekly',
        zip_code: '90210',
        preferred_store: ['Aldi', 'Costco'],
        preferred_store_other: 'Corner market',
        ingredient_quality: 'Premium',
      }),
    ]);
    expect(await selectRows(token, 'planning_preferences', byId)).toEqual([
      expect.objectContaining({
        dietary_restrictions_other: 'No mushrooms',
        allergies_other: null,
        custom_protein_amount: 140,
        recommended_protein: 122,
        meal_plan_start_day: 'Sunday',
      }),
    ]);
  });

  test('a signed-in user who has not finished onboarding is sent to /onboarding from any protected page', async ({
    page,
  }, testInfo) => {
    const account = await createConfirmedUser(uniqueEmail('unfinished', testInfo));
    await logIn(page, account);
    await expect(page).toHaveURL(/\/onboarding$/);
    for (const path of [
      '/dashboard',
      '/meal-plan',
      '/meal-plan/monday',
      '/shopping-list',
      '/budget-tracker',
    ]) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/onboarding$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'CREATE YOUR PROFILE' }),
      ).toBeVisible();
    }
  });
});
