import { expect, type Page, type TestInfo } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SCREENSHOT_DIR = path.resolve('e2e/screenshots');

/**
 * Saves a full-page screenshot as e2e/screenshots/<project>/<name>.png for people to look at.
 * The app's long lists render their blocks only near the screen (offScreen.ts), so a picture of
 * the whole page would show the far ones empty: for the picture every block renders, as it does
 * when someone scrolls to it.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.join(SCREENSHOT_DIR, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  const everyBlock = await page.addStyleTag({
    content: '* { content-visibility: visible !important; }',
  });
  try {
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  } finally {
    // The page goes on as people see it: far blocks wait again until scrolled near.
    await everyBlock.evaluate((style) => (style as Element).remove());
  }
}

export interface E2EBackend {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  mailboxUrl: string | null;
  appOrigin: string;
}

/** The local backend started for this run by scripts/e2e-server.mjs. */
export function backend(): E2EBackend {
  const file = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'e2e-status.json');
  return JSON.parse(readFileSync(file, 'utf8')) as E2EBackend;
}

/**
 * Moves the server's calendar for one account by whole days (the e2e backend's test clocks,
 * CLOCK_FILE in scripts/e2e-server.mjs): its planner functions then take today to be that many
 * days from now, as the browser does once the test moves its clock too.
 */
export function moveServerClock(accountId: string, days: number): void {
  const file = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'test-clocks.json');
  const clocks = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>)
    : {};
  clocks[accountId] = days;
  writeFileSync(file, JSON.stringify(clocks));
}

/** A fresh address for one test, so tests never share accounts or rate limits. */
export function uniqueEmail(prefix: string, testInfo: TestInfo): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix}-${testInfo.project.name}-${stamp}@example.com`;
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

/** Creates a confirmed user through the admin API (as a person would after confirming). */
export async function createConfirmedUser(
  email: string,
  password = 'correct-horse-42',
  fullName = 'Jamie Rivera',
): Promise<TestAccount> {
  const { apiUrl, serviceRoleKey } = backend();
  const response = await fetch(`${apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { full_name: fullName },
    }),
  });
  if (!response.ok)
    throw new Error(`Could not create ${email}: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id: string };
  return { id: user.id, email, password, fullName };
}

/** Signs in through the API and returns the access token (for checking stored rows). */
export async function accessToken(
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<string> {
  const { apiUrl, anonKey } = backend();
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`Could not sign in ${account.email}: ${response.status}`);
  const session = (await response.json()) as { access_token: string };
  return session.access_token;
}

/** Reads rows of a table as the user (row-level security applies, as in the app). */
export async function selectRows<T>(
  token: string,
  table: string,
  query = 'select=*',
): Promise<T[]> {
  const { apiUrl, anonKey } = backend();
  const response = await fetch(`${apiUrl}/rest/v1/${table}?${query}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`select ${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Waits for an email to `to` whose subject matches, and returns it. */
export async function waitForEmail(
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<MailboxMessage> {
  const { apiUrl } = backend();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${apiUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
    if (response.ok) {
      const messages = (await response.json()) as MailboxMessage[];
      const match = messages.find((message) => subject.test(message.subject));
      if (match) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The first link of an email that goes through the auth server's verify endpoint. */
export function verifyLink(message: MailboxMessage): string {
  const link = message.links.find((href) => href.includes('/auth/v1/verify'));
  if (!link) throw new Error(`No verify link in "${message.subject}"`);
  return link;
}

/** Fills and sends the login form. */
export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
}

/** Logs in through the login page, as a person would. */
export async function logIn(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, account.email, account.password);
}

/** The page fits the viewport: nothing scrolls sideways (on the 375 px phone too). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Saves a complete profile in the five tables, through REST as the user (as onboarding would). */
export async function completeProfile(account: TestAccount, token: string): Promise<void> {
  const rows: [string, Record<string, unknown>][] = [
    ['profiles', { id: account.id, full_name: account.fullName }],
    [
      'onboarding_profile',
      {
        id: account.id,
        full_name: account.fullName,
        age: 34,
        gender: 'Female',
        height_feet: 5,
        height_inches: 6,
        weight: 150,
        activity_level: 'Moderately Active',
        health_goal: 'Maintain Weight',
      },
    ],
    [
      'food_preferences',
      {
        id: account.id,
        dietary_restrictions: [],
        allergies: [],
        disliked_foods: '',
        protein_goal: 'Use recommended amount',
        favorite_cuisines: ['Italian', 'Mexican', 'American'],
      },
    ],
    [
      'meal_frequency',
      {
        id: account.id,
        weekly_budget: '$100',
        breakfasts_per_week: 7,
        lunch_per_week: 7,
        dinner_per_week: 7,
        snacks_per_week: 0,
      },
    ],
    ['budget_settings', { id: account.id, zip_code: '60601', shopping_frequency: 'Weekly' }],
  ];
  for (const [table, row] of rows) await saveRow(token, table, row);
}

/** Inserts a row as the user, or merges it into theirs (row-level security applies). */
export async function saveRow(
  token: string,
  table: string,
  row: Record<string, unknown>,
): Promise<void> {
  const { apiUrl, anonKey } = backend();
  const response = await fetch(`${apiUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'resolution=merge-duplicates,return=minimal',
    },
    body: JSON.stringify(row),
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
}

/** A plan for this week, made through the planner function as the app would. */
export async function planThisWeek(account: TestAccount, token: string): Promise<void> {
  const { apiUrl, anonKey } = backend();
  const today = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  const iso = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  const generated = await fetch(`${apiUrl}/functions/v1/generate-meal-plan`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ userId: account.id, today: iso }),
  });
  expect(generated.status).toBe(200);
}

/** Signs out through the header's account menu (behind the menu button on a phone). */
export async function signOutFromHeader(page: Page, accountLabel: string) {
  const account = page.getByRole('button', { name: accountLabel, exact: true });
  if (!(await account.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await account.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Opens a signed-in page and waits for the live app: its own rendering inside the layout, not
 * the loading state app.html paints before the app's code has arrived, nor the page this
 * browser kept from an earlier visit, which paints first, inert (src/app/pageSnapshots.ts).
 */
export async function gotoLive(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator('#root > [data-snapshot]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('main')).toBeVisible({ timeout: 15_000 });
}
