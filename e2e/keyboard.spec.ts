/**
 * Keyboard-only completion (issue #8, accessibility): a person who never touches a mouse logs in,
 * completes the four onboarding steps and edits a day plan. Everything is driven through
 * `page.keyboard` (Tab, Shift+Tab, Enter, Space, arrows, Escape and typing into the focused
 * field); every control is found by role and accessible name, which also proves it is labelled.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  accessToken,
  completeProfile,
  createConfirmedUser,
  selectRows,
  uniqueEmail,
  type TestAccount,
} from './support.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Enough presses to cross the header and the longest onboarding step, few enough to fail fast. */
const MAX_TABS = 60;
/** How long a control may take to appear (an unlabelled one never does), as the expect timeout. */
const FIND_TIMEOUT = 10_000;

/** How far up from the focused element a focus indicator may be drawn (Mantine's wrappers). */
const RING_DEPTH = 3;

/**
 * What makes focus visible, for the element and its closest ancestors: outline, shadow and
 * border colour. Mantine draws some rings on a wrapper (the password field's border, for one).
 */
function focusLook(target: Locator): Promise<string[]> {
  return target.evaluate((element, depth) => {
    const looks: string[] = [];
    let current: Element | null = element;
    for (let level = 0; level <= depth && current; level += 1) {
      const style = getComputedStyle(current);
      const outline =
        style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
          ? 'no outline'
          : `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      looks.push(`${outline}; shadow ${style.boxShadow}; border ${style.borderColor}`);
      current = current.parentElement;
    }
    return looks;
  }, RING_DEPTH);
}

/** A short description of the focused element, for failure messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body (nothing focused)';
    const name =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? (element.labels?.[0]?.textContent ?? '')
        : (element.textContent ?? ''));
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role} "${name.trim().slice(0, 60)}"`;
  });
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

interface TabOptions {
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
  max?: number;
  /** Also require a visible focus indicator on the target once it has focus. */
  ring?: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus and returns how many presses it took;
 * fails naming the target and where focus ended if it is not reached within `max` presses.
 */
async function tabTo(page: Page, target: Locator, options: TabOptions = {}): Promise<number> {
  const { backwards = false, max = MAX_TABS, ring = false } = options;
  await target.waitFor({ state: 'attached', timeout: FIND_TIMEOUT }).catch(() => {
    throw new Error(`${target.toString()} is not on the page: nothing has that role and name`);
  });
  // The ring is a change from how the element looks without focus, so it must start unfocused.
  if (ring && (await isFocused(target))) {
    throw new Error(`${target.toString()} already has focus: its focus ring cannot be compared`);
  }
  const unfocused = ring ? await focusLook(target) : null;
  let presses = 0;
  while (!(await isFocused(target))) {
    if (presses >= max) {
      throw new Error(
        `${target.toString()} was not reached with ${max} presses of ${
          backwards ? 'Shift+Tab' : 'Tab'
        }; focus ended on ${await describeFocus(page)}`,
      );
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    presses += 1;
  }
  if (unfocused) await expectFocusRing(target, unfocused);
  return presses;
}

/**
 * The focused element shows it: keyboard focus matches :focus-visible, and getting focus changed
 * the outline, shadow or border colour of the element or of a close ancestor.
 */
async function expectFocusRing(target: Locator, unfocused: string[]): Promise<void> {
  expect(
    await target.evaluate((element) => element.matches(':focus-visible')),
    `${target.toString()} matches :focus-visible`,
  ).toBe(true);
  // Inputs change their border colour with a short transition: on a busy machine it may not
  // have started when focus lands, so the look is read again until it changes (or 2 s pass).
  let focused = await focusLook(target);
  await expect
    .poll(
      async () => {
        focused = await focusLook(target);
        return focused.some((look, level) => look !== unfocused[level]);
      },
      {
        message: `${target.toString()} shows focus (outline, shadow or border); it looks the same as unfocused: ${JSON.stringify(focused)}`,
        timeout: 2000,
      },
    )
    .toBe(true);
}

const CONTROL_ROLES =
  'button|checkbox|combobox|link|listbox|menuitem|option|radio|searchbox|slider|spinbutton|switch|tab|textbox';
/** An accessibility-tree line of a control with no name: the role, then only states or a value. */
const UNNAMED_CONTROL = new RegExp(`^\\s*- (${CONTROL_ROLES})(\\s*\\[[^\\]]*\\])*\\s*(:.*)?$`);

/**
 * Every control in the page's accessibility tree has a name (the tree is what a screen reader
 * reads). Driving each control by role and name already proves it for those; this also covers
 * the controls a flow does not touch.
 */
async function expectControlsNamed(page: Page, scope: Locator = page.locator('body')) {
  const tree = await scope.ariaSnapshot();
  const unnamed = tree.split('\n').filter((line) => UNNAMED_CONTROL.test(line));
  expect(unnamed, `controls without an accessible name on ${page.url()}`).toEqual([]);
}

/**
 * Tabs to a field, then types into it (the field has focus, so this is what a person does), at a
 * fast typist's pace. Keys sent with no gap at all once made the budget field (then a formatted
 * number field) drop a '.' on a loaded machine, saving $12,050 for $120.50; it is a plain text
 * field now, and the test passed 8 of 8 runs with no gap on a machine kept busy.
 */
async function typeInto(page: Page, target: Locator, text: string, options: TabOptions = {}) {
  await tabTo(page, target, options);
  await page.keyboard.type(text, { delay: 30 });
}

/**
 * Chooses an option of a native select with the arrow keys, as a keyboard user does on a closed
 * select: each press moves one option, and the value changes at once.
 */
async function chooseWithArrows(
  page: Page,
  select: Locator,
  label: string,
  options: TabOptions = {},
) {
  await tabTo(page, select, options);
  const labels = await select.evaluate((element) =>
    element instanceof HTMLSelectElement
      ? Array.from(element.options, (option) => option.label)
      : [],
  );
  const wanted = labels.indexOf(label);
  if (wanted < 0) throw new Error(`${select.toString()} has no option "${label}"`);
  const current = await select.evaluate((element) =>
    element instanceof HTMLSelectElement ? element.selectedIndex : -1,
  );
  const key = wanted > current ? 'ArrowDown' : 'ArrowUp';
  for (let step = 0; step < Math.abs(wanted - current); step += 1) await page.keyboard.press(key);
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** Tabs to the next control and checks it is the very next tab stop (the order follows the page). */
async function tabToNext(page: Page, target: Locator, options: TabOptions = {}): Promise<void> {
  expect(await tabTo(page, target, { ...options, max: 1 }), `${target.toString()} is next`).toBe(1);
}

/** Tabs to a checkbox and ticks it with Space. */
async function tick(page: Page, group: Locator, name: string, options: TabOptions = {}) {
  const box = group.getByRole('checkbox', { name, exact: true });
  await tabTo(page, box, options);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/**
 * Chooses a radio of a group as a keyboard user does: Tab enters the group on its checked radio
 * (or its first when none is checked), then the arrow keys move and check.
 */
async function chooseRadio(page: Page, group: Locator, name: string, options: TabOptions = {}) {
  const radios = group.getByRole('radio');
  const checked = group.getByRole('radio', { checked: true });
  const entry = (await checked.count()) > 0 ? checked : radios.first();
  await tabTo(page, entry, options);
  const wanted = group.getByRole('radio', { name, exact: true });
  const count = await radios.count();
  for (let step = 0; step < count && !(await isFocused(wanted)); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  // The first radio of an empty group only has focus: Space checks it.
  if (!(await wanted.isChecked())) await page.keyboard.press('Space');
  await expect(wanted).toBeChecked();
}

/** Tabs to a button and presses Enter on it. */
async function press(page: Page, button: Locator, options: TabOptions = {}) {
  await tabTo(page, button, options);
  await page.keyboard.press('Enter');
}

/** Logs in from /login with the keyboard alone and checks the focus ring on the first field. */
async function logInWithKeyboard(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(email).toBeVisible();
  await expectControlsNamed(page);
  await typeInto(page, email, account.email, { ring: true });
  // The password comes right after the email in tab order.
  expect(await tabTo(page, password, { ring: true, max: 1 })).toBe(1);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
}

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
    // The whole day card is a tab stop too, and Space opens it.
    await tabTo(page, page.getByRole('article', { name: tomorrow }), { ring: true });
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
