/**
 * Keyboard-only plan editing: a person who never touches a mouse opens a day, replaces, moves
 * and removes meals, and every dialog or wait gives focus back to the control that started it.
 * Driven as keyboard.spec.ts is (keyboard-support.ts).
 */
import { expect, test } from '@playwright/test';
import type { TabOptions } from './keyboard-support.ts';
import { expectControlsNamed, logInWithKeyboard, press, tabTo } from './keyboard-support.ts';
import { WEEKDAYS } from '../supabase/functions/_shared/rules/week.ts';
import { accessToken, completeProfile, createConfirmedUser, uniqueEmail } from './support.ts';

test.describe('keyboard only', () => {
  test('opens a day, replaces, moves and removes meals, confirming with the keyboard', async ({
    page,
  }, testInfo) => {
    const account = await createConfirmedUser(uniqueEmail('kbd-day', testInfo));
    await completeProfile(account, await accessToken(account));
    const today = WEEKDAYS[new Date().getDay()] ?? 'Sunday';
    const tomorrow = WEEKDAYS[(new Date().getDay() + 1) % 7] ?? 'Monday';

    await logInWithKeyboard(page, account);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await press(page, page.getByRole('link', { name: 'VIEW MEAL PLAN' }), { ring: true });
    await expect(page).toHaveURL(/\/meal-plan$/);
    await press(page, page.getByRole('button', { name: 'Generate New Meal Plan' }), { ring: true });
    await expect(page.getByRole('button', { name: 'Regenerate Meal Plan' })).toBeVisible({
      timeout: 30_000,
    });
    await expectControlsNamed(page);

    // Today's Daily Plan button opens the day.
    await press(page, page.getByRole('button', { name: `Daily Plan: ${today}` }), { ring: true });
    await expect(page).toHaveURL(new RegExp(`/meal-plan/${today.toLowerCase()}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${today} Meal Plan` })).toBeVisible();

    // Open the first meal and replace it.
    const toggle = page.getByRole('button', { name: /^Show details of / }).first();
    await press(page, toggle, { ring: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectControlsNamed(page);
    const first = ((await toggle.getAttribute('aria-label')) ?? '').replace('Show details of ', '');
    await press(page, page.getByRole('button', { name: `REPLACE ${first}` }), { ring: true });
    await expect(page.getByText('Meal regenerated')).toBeVisible({ timeout: 30_000 });
    const move = page.getByRole('combobox', { name: 'Move to another day' });
    const card = page.getByRole('article').filter({ has: move });
    const replacement = (await card.getAttribute('aria-label')) ?? '';
    expect(replacement).not.toBe('');
    expect(replacement).not.toBe(first);
    // The button was disabled while replacing; focus is back on it, not lost to the page.
    await expect(page.getByRole('button', { name: `REPLACE ${replacement}` })).toBeFocused();

    // The move list opens with ArrowDown, which then walks the days; the combobox names the
    // highlighted day to assistive technology (aria-activedescendant), and Enter picks it.
    async function chooseDay(day: string, options: TabOptions) {
      await tabTo(page, move, options);
      const option = page.getByRole('option', { name: day, exact: true });
      let highlighted = false;
      for (let step = 0; step < WEEKDAYS.length && !highlighted; step += 1) {
        await page.keyboard.press('ArrowDown');
        const active = await move.getAttribute('aria-activedescendant');
        highlighted = active !== null && active === (await option.getAttribute('id'));
      }
      expect(highlighted, `${day} is highlighted in the move list`).toBe(true);
      await page.keyboard.press('Enter');
    }
    const confirm = page.getByRole('dialog', { name: 'Move Meal' });
    // The move list sits just before REPLACE, which has focus: one Shift+Tab reaches it.
    await chooseDay(tomorrow, { ring: true, backwards: true, max: 1 });
    await expect(confirm).toContainText(`Are you sure you want to move this meal to ${tomorrow}?`);
    await expectControlsNamed(page, confirm);
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('article', { name: replacement })).toBeVisible();
    // Closing the dialog gives focus back to where it was.
    await expect(move).toBeFocused();

    await chooseDay(tomorrow, {});
    await expect(confirm).toBeVisible();
    await press(page, confirm.getByRole('button', { name: "Yes, I'm sure" }), { ring: true });
    await expect(page.getByText(`The meal has been moved to ${tomorrow}`)).toBeVisible();
    await expect(page.getByRole('article', { name: replacement })).toHaveCount(0);
    // The card left with the focus inside it: the day's heading has it now.
    const heading = page.getByRole('heading', { level: 1, name: `${today} Meal Plan` });
    await expect(heading).toBeFocused();

    // Remove another meal of the day with the keyboard.
    const nextToggle = page.getByRole('button', { name: /^Show details of / }).first();
    await press(page, nextToggle);
    const removed = ((await nextToggle.getAttribute('aria-label')) ?? '').replace(
      'Show details of ',
      '',
    );
    await press(page, page.getByRole('button', { name: `REMOVE ${removed}` }), { ring: true });
    await expect(page.getByText('The meal has been removed from your plan')).toBeVisible();
    await expect(page.getByRole('article', { name: removed })).toHaveCount(0);
    await expect(heading).toBeFocused();

    // Saved: after a reload the day has none of the three meals, and the next day has the
    // replacement.
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByText('Daily Cost', { exact: true })).toBeVisible();
    for (const gone of [first, replacement, removed]) {
      await expect(page.getByRole('article', { name: gone })).toHaveCount(0);
    }
    await press(page, page.getByRole('button', { name: 'BACK TO WEEKLY PLAN' }));
    await expect(page).toHaveURL(/\/meal-plan$/);
    // The whole day card is a tab stop too, and Space opens it. Tomorrow's card may be the
    // week's last, past the header, the week's controls and health panel and six day cards.
    await tabTo(page, page.getByRole('article', { name: tomorrow }), { ring: true, max: 120 });
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(new RegExp(`/meal-plan/${tomorrow.toLowerCase()}$`));
    await expect(page.getByRole('article', { name: replacement })).toBeVisible();
  });
  test('every dialog and wait gives focus back to the control that started it', async ({
    page,
  }, testInfo) => {
    const account = await createConfirmedUser(uniqueEmail('kbd-focus', testInfo));
    await completeProfile(account, await accessToken(account));
    await logInWithKeyboard(page, account);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await press(page, page.getByRole('link', { name: 'VIEW MEAL PLAN' }));
    await expect(page).toHaveURL(/\/meal-plan$/);

    // Making a week disables its button: once the week is in, the button has focus again.
    await press(page, page.getByRole('button', { name: 'Generate New Meal Plan' }));
    const regenerate = page.getByRole('button', { name: 'Regenerate Meal Plan' });
    await expect(regenerate).toBeVisible({ timeout: 30_000 });
    await expect(regenerate).toBeFocused();

    // Support, from the header (on a phone, from the menu: focus goes back to the menu button).
    const phone = (page.viewportSize()?.width ?? 1280) < 768;
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (phone) await press(page, menu, { backwards: true });
    const support = page.getByRole('button', { name: 'SUPPORT' });
    await press(page, support, { backwards: !phone });
    await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(phone ? menu : support).toBeFocused();

    // The shopping list's two dialogs: the first opening loads their code on the key press.
    await page.getByRole('button', { name: 'VIEW SHOPPING LIST' }).click();
    await expect(page).toHaveURL(/\/shopping-list$/);
    const addItem = page.getByRole('button', { name: 'Add Item' });
    await press(page, addItem);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(addItem).toBeFocused();

    // View List needs an item ticked: the first one, with Space.
    const firstItem = page.getByRole('checkbox').first();
    await tabTo(page, firstItem);
    await page.keyboard.press('Space');
    await expect(firstItem).toBeChecked();
    const viewList = page.getByRole('button', { name: 'View List (1)' });
    await press(page, viewList, { max: 200 });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(viewList).toBeFocused();
  });
});
