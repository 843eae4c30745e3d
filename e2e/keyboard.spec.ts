/**
 * Keyboard-only completion (issue #8, accessibility): a person who never touches a mouse logs in
 * and completes the four onboarding steps. Everything is driven through `page.keyboard` (Tab,
 * Shift+Tab, Enter, Space, arrows, Escape and typing into the focused field); every control is
 * found by role and accessible name, which also proves it is labelled.
 */
import { expect, test } from '@playwright/test';
import {
  chooseRadio,
  chooseWithArrows,
  expectControlsNamed,
  logInWithKeyboard,
  press,
  tabTo,
  tabToNext,
  tick,
  typeInto,
} from './keyboard-support.ts';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  selectRows,
  uniqueEmail,
} from './support.ts';

test.describe('keyboard only', () => {
  test('logs in with Tab, typing and Enter', async ({ page }, testInfo) => {
    const account = await createConfirmedUser(uniqueEmail('kbd-login', testInfo));
    await completeProfile(account, await accessToken(account));
    await logInWithKeyboard(page, account);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jamie!' })).toBeVisible();
  });

  test('completes the four onboarding steps and saves the profile', async ({ page }, testInfo) => {
    const account = await createConfirmedUser(uniqueEmail('kbd-onboarding', testInfo));
    await logInWithKeyboard(page, account);
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 });

    // Step 1: selects chosen with the arrow keys, a number typed.
    await expect(
      page.getByRole('heading', { level: 1, name: 'CREATE YOUR PROFILE' }),
    ).toBeVisible();
    await expectControlsNamed(page);
    await tabTo(page, page.getByRole('textbox', { name: 'Full Name' }), { ring: true });
    await chooseWithArrows(page, page.getByRole('combobox', { name: 'Age' }), '34', { ring: true });
    await tabToNext(page, page.getByRole('combobox', { name: 'Gender' }));
    await chooseWithArrows(page, page.getByRole('combobox', { name: 'Gender' }), 'Male');
    await tabToNext(page, page.getByRole('combobox', { name: 'Height (feet)' }));
    await chooseWithArrows(page, page.getByRole('combobox', { name: 'Height (feet)' }), '5 ft');
    await tabToNext(page, page.getByRole('combobox', { name: 'Height (inches)' }));
    await chooseWithArrows(page, page.getByRole('combobox', { name: 'Height (inches)' }), '10 in');
    await tabToNext(page, page.getByRole('textbox', { name: 'Weight (lbs)' }), { ring: true });
    await page.keyboard.type('180');
    await tabToNext(page, page.getByRole('combobox', { name: 'Activity Level' }));
    await chooseWithArrows(
      page,
      page.getByRole('combobox', { name: 'Activity Level' }),
      'Moderately Active',
    );
    await tabToNext(page, page.getByRole('combobox', { name: 'Health Goal' }));
    await chooseWithArrows(
      page,
      page.getByRole('combobox', { name: 'Health Goal' }),
      'Build Muscle',
    );
    await press(page, page.getByRole('button', { name: 'NEXT PAGE' }), { ring: true });

    // Step 2: checkboxes ticked with Space, radios moved with the arrows.
    await expect(
      page.getByRole('heading', { level: 1, name: 'DIETARY PREFERENCES' }),
    ).toBeFocused();
    await expectControlsNamed(page);
    const restrictions = page.getByRole('group', { name: 'Dietary Restrictions' });
    await tick(page, restrictions, 'Vegetarian', { ring: true });
    await tick(page, restrictions, 'Other');
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'Other dietary restriction' }),
      'No mushrooms',
    );
    await tick(page, page.getByRole('group', { name: 'Allergies' }), 'Peanuts');
    await typeInto(page, page.getByRole('textbox', { name: 'Disliked Foods' }), 'olives, beets');
    await chooseRadio(
      page,
      page.getByRole('radiogroup', { name: 'Protein Goal' }),
      'Set custom protein goal',
      { ring: true },
    );
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'Custom protein amount (grams per day)' }),
      '140',
    );
    const cuisines = page.getByRole('group', { name: 'Favorite Cuisines' });
    await tick(page, cuisines, 'Mexican');
    await tick(page, cuisines, 'Indian');
    await press(page, page.getByRole('button', { name: 'NEXT PAGE' }));

    // Step 3
    await expect(
      page.getByRole('heading', { level: 1, name: 'MEAL PLANNING PREFERENCES' }),
    ).toBeFocused();
    await expectControlsNamed(page);
    await chooseRadio(page, page.getByRole('radiogroup', { name: 'Weekly Budget' }), 'Custom', {
      ring: true,
    });
    await typeInto(page, page.getByRole('textbox', { name: 'Custom weekly budget' }), '120.50');
    await chooseWithArrows(page, page.getByRole('combobox', { name: 'Breakfasts per week' }), '5');
    await tabToNext(page, page.getByRole('combobox', { name: 'Lunches per week' }));
    await chooseWithArrows(page, page.getByRole('combobox', { name: 'Lunches per week' }), '6');
    await chooseWithArrows(page, page.getByRole('combobox', { name: 'Snacks per week' }), '3');
    await chooseWithArrows(
      page,
      page.getByRole('combobox', { name: 'Meal Prep Frequency' }),
      'Bi-Weekly',
    );
    await chooseWithArrows(
      page,
      page.getByRole('combobox', { name: 'Cooking Time' }),
      '30 minutes',
    );
    const methods = page.getByRole('group', { name: 'Cooking Methods' });
    await tick(page, methods, 'Air Fryer');
    await tick(page, methods, 'One-Skillet');
    await chooseWithArrows(
      page,
      page.getByRole('combobox', { name: /^Meal Plan Start Day/ }),
      'Sunday',
    );
    await press(page, page.getByRole('button', { name: 'NEXT PAGE' }));

    // Step 4
    await expect(
      page.getByRole('heading', { level: 1, name: 'GROCERY PREFERENCES' }),
    ).toBeFocused();
    await expectControlsNamed(page);
    await chooseWithArrows(
      page,
      page.getByRole('combobox', { name: 'Shopping Frequency' }),
      'Weekly',
      {
        ring: true,
      },
    );
    await typeInto(page, page.getByRole('textbox', { name: 'Zip Code' }), '90210');
    const stores = page.getByRole('group', { name: 'Preferred Stores' });
    await tick(page, stores, 'Aldi');
    await tick(page, stores, 'Costco');
    await typeInto(page, page.getByRole('textbox', { name: 'Other store' }), 'Corner market');
    await chooseRadio(
      page,
      page.getByRole('radiogroup', { name: 'Ingredient Quality' }),
      'Balanced',
    );
    await press(page, page.getByRole('button', { name: 'REVIEW PROFILE' }));

    // The review: an Edit dialog closed with Escape gives focus back, another one is saved.
    await expect(page).toHaveURL(/\/profile-review$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'YOUR PROFILE SUMMARY' }),
    ).toBeVisible();
    await expectControlsNamed(page);
    const editPersonal = page.getByRole('button', { name: 'Edit Personal Information' });
    await press(page, editPersonal, { ring: true });
    await expect(page.getByRole('dialog', { name: 'Personal Information' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(editPersonal).toBeFocused();

    await press(page, page.getByRole('button', { name: 'Edit Grocery Preferences' }));
    const dialog = page.getByRole('dialog', { name: 'Grocery Preferences' });
    await expect(dialog).toBeVisible();
    await expectControlsNamed(page, dialog);
    await chooseRadio(
      page,
      dialog.getByRole('radiogroup', { name: 'Ingredient Quality' }),
      'Premium',
    );
    await press(page, dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(page.getByText('Section updated successfully')).toBeVisible();

    await press(page, page.getByRole('button', { name: 'GO TO DASHBOARD' }));
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

    const token = await accessToken(account);
    const byId = `select=*&id=eq.${account.id}`;
    expect(await selectRows(token, 'onboarding_profile', byId)).toEqual([
      expect.objectContaining({
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
        custom_protein_amount: 140,
        meal_plan_start_day: 'Sunday',
      }),
    ]);
  });
});
