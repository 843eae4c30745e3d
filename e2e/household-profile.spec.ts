import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  accessToken,
  createConfirmedUser,
  expectNoHorizontalScroll,
  logIn,
  saveScreenshot,
  selectRows,
  uniqueEmail,
} from './support.ts';

interface MemberRow {
  name: string;
  age: number;
  gender: string;
  position: number;
  height_feet: number | null;
  weight: number | null;
  allergies: string[];
  meals_at_home: string[];
}

/** The household rows of the signed-in account, read through REST as the user. */
async function storedMembers(token: string): Promise<MemberRow[]> {
  return selectRows<MemberRow>(token, 'household_members', 'select=*&order=position.asc');
}

async function fillLeo(dialog: Locator) {
  await dialog.getByLabel('Name', { exact: false }).fill('Leo');
  await dialog.getByLabel('Age (years)', { exact: false }).fill('6');
  await dialog.getByLabel('Sex', { exact: false }).selectOption('Male');
  await dialog.getByLabel('Activity level', { exact: false }).selectOption('Very Active');
  await dialog
    .getByRole('group', { name: 'Allergies' })
    .getByRole('checkbox', { name: 'Peanuts' })
    .check();
  await dialog
    .getByRole('group', { name: /Meals eaten at home/ })
    .getByRole('checkbox', { name: 'Lunch' })
    .uncheck();
}

async function nextStep(page: Page, title: string) {
  await page.getByRole('button', { name: 'NEXT PAGE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('household on the profile', () => {
  test('a new user adds a member in step 1, finds them on the review, edits and removes them', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const account = await createConfirmedUser(uniqueEmail('household', testInfo));
    await logIn(page, account);
    const token = await accessToken(account);

    // Step 1 ends with the household: for the account holder alone until someone is added.
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'CREATE YOUR PROFILE' }),
    ).toBeVisible();
    await page.getByLabel('Age', { exact: true }).selectOption('38');
    await page.getByLabel('Gender', { exact: true }).selectOption('Female');
    const wizardHousehold = page.getByRole('region', { name: 'Anyone else you cook for?' });
    await expect(wizardHousehold.getByText('The plan is for you alone.')).toBeVisible();
    await wizardHousehold.getByRole('button', { name: 'Add someone' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add someone' });
    await expect(dialog).toBeVisible();
    // Nothing typed: the shared rules' messages under the fields, and nothing saved.
    await dialog.getByRole('button', { name: 'Add to household' }).click();
    await expect(dialog.getByText('Enter a name.')).toBeVisible();
    await expect(dialog.getByText('Choose a sex.')).toBeVisible();
    await dialog.getByLabel('Name', { exact: false }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'household-dialog-errors');
    await fillLeo(dialog);
    await expect(
      dialog.getByText('Leo uses the reference height and weight for ages 4-8 (115 cm, 20 kg).'),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'household-dialog');
    await dialog.getByRole('button', { name: 'Add to household' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Leo was added to your household')).toBeVisible();
    await expect(wizardHousehold.getByText('Leo, 6 years, Male')).toBeVisible();
    await expect(wizardHousehold.getByRole('button', { name: 'Edit Leo' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'CREATE YOUR PROFILE' }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'household-wizard');
    expect(await storedMembers(token)).toEqual([
      expect.objectContaining({
        name: 'Leo',
        age: 6,
        gender: 'Male',
        position: 0,
        height_feet: null,
        weight: null,
        allergies: ['Peanuts'],
        meals_at_home: ['BREAKFAST', 'DINNER', 'SNACK'],
      }),
    ]);

    // The rest of the wizard, as before: four steps.
    await nextStep(page, 'DIETARY PREFERENCES');
    await nextStep(page, 'MEAL PLANNING PREFERENCES');
    await page.getByLabel(/Meal Plan Start Day/).selectOption('Monday');
    await nextStep(page, 'GROCERY PREFERENCES');
    await page.getByRole('button', { name: 'REVIEW PROFILE' }).click();

    // The review's Household section
    await expect(page).toHaveURL(/\/profile-review$/);
    const household = page.getByRole('region', { name: 'Household' });
    await expect(household.getByText('Leo, 6 years, Male')).toBeVisible();
    await expect(household).toContainText('Meals at home: Breakfast, Dinner, Snacks');
    await expect(household).toContainText('Allergies: Peanuts');
    await expect(household).toContainText(
      'Leo uses the reference height and weight for ages 4-8 (115 cm, 20 kg).',
    );
    await expectNoHorizontalScroll(page);
    await household.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'household-profile');

    // Edit: a year older, with a weight.
    await household.getByRole('button', { name: 'Edit Leo' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Leo' });
    await expect(edit.getByLabel('Name', { exact: false })).toHaveValue('Leo');
    await edit.getByLabel('Age (years)', { exact: false }).fill('7');
    await edit.getByLabel('Weight (lb)', { exact: false }).fill('50');
    await expect(
      edit.getByText('Leo uses the reference height for ages 4-8 (115 cm).'),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'household-dialog-edit');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(household.getByText('Leo, 7 years, Male')).toBeVisible();
    expect(await storedMembers(token)).toEqual([
      expect.objectContaining({ name: 'Leo', age: 7, weight: 50 }),
    ]);

    // Remove, after confirming.
    await household.getByRole('button', { name: 'Remove Leo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Leo?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(household.getByText('The plan is for you alone.')).toBeVisible();
    await expect(household.getByRole('button', { name: 'Add someone' })).toBeVisible();
    expect(await storedMembers(token)).toEqual([]);
    await saveScreenshot(page, testInfo, 'household-profile-empty');

    await page.getByRole('button', { name: 'GO TO DASHBOARD' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
