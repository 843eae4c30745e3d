/**
 * Keyboard-only driving for the end-to-end suites: Tab and Shift+Tab to a control (checking its
 * focus ring), typing into the focused field, arrows in selects and radio groups, Enter and
 * Space, and a check that every control on the page has an accessible name.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { TestAccount } from './support.ts';

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

export interface TabOptions {
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
export async function tabTo(
  page: Page,
  target: Locator,
  options: TabOptions = {},
): Promise<number> {
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
export async function expectControlsNamed(page: Page, scope: Locator = page.locator('body')) {
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
export async function typeInto(
  page: Page,
  target: Locator,
  text: string,
  options: TabOptions = {},
) {
  await tabTo(page, target, options);
  await page.keyboard.type(text, { delay: 30 });
}

/**
 * Chooses an option of a native select with the arrow keys, as a keyboard user does on a closed
 * select: each press moves one option, and the value changes at once.
 */
export async function chooseWithArrows(
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
export async function tabToNext(
  page: Page,
  target: Locator,
  options: TabOptions = {},
): Promise<void> {
  expect(await tabTo(page, target, { ...options, max: 1 }), `${target.toString()} is next`).toBe(1);
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tick(page: Page, group: Locator, name: string, options: TabOptions = {}) {
  const box = group.getByRole('checkbox', { name, exact: true });
  await tabTo(page, box, options);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/**
 * Chooses a radio of a group as a keyboard user does: Tab enters the group on its checked radio
 * (or its first when none is checked), then the arrow keys move and check.
 */
export async function chooseRadio(
  page: Page,
  group: Locator,
  name: string,
  options: TabOptions = {},
) {
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
export async function press(page: Page, button: Locator, options: TabOptions = {}) {
  await tabTo(page, button, options);
  await page.keyboard.press('Enter');
}

/** Logs in from /login with the keyboard alone and checks the focus ring on the first field. */
export async function logInWithKeyboard(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
) {
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
