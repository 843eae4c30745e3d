import { expect, test } from '@playwright/test';
import {
  accessToken,
  backend,
  completeProfile,
  createConfirmedUser,
  expectNoHorizontalScroll,
  fillLogin,
  saveScreenshot,
  uniqueEmail,
  verifyLink,
  waitForEmail,
  type TestAccount,
  signOutFromHeader,
} from './support.ts';

const PASSWORD = 'correct-horse-42';

/** Gives the account a complete profile, so the app treats onboarding as done. */
async function completeOnboardingRows(account: TestAccount) {
  await completeProfile(account, await accessToken(account));
}

/** Signs up through the public API without confirming, as someone who never opened the email. */
async function createUnconfirmedUser(email: string) {
  const { apiUrl, anonKey } = backend();
  const response = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { full_name: 'Robin Park' } }),
  });
  if (!response.ok) throw new Error(`signup ${email}: ${response.status} ${await response.text()}`);
}

test.describe('accounts', () => {
  test('a new person signs up, confirms the email, starts onboarding, signs out and logs back in', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('signup', testInfo);

    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'CREATE ACCOUNT' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'signup');
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Jamie Rivera');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'signup-check-email');
    // The auth server allows one email a minute per address, and the screen says so.
    await page.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' }).click();
    await expect(
      page.getByText('Email sending rate limited. Please try again later.'),
    ).toBeVisible();

    const confirmation = await waitForEmail(email, /confirm your email/i);
    await page.goto(verifyLink(confirmation));
    // The callback exchanges the PKCE code and, for a person without profile, starts onboarding.
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 });
    expect(page.url()).not.toContain('code=');

    await signOutFromHeader(page, 'JAMIE');

    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, email, PASSWORD);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('logging in returns to the page that asked for it', async ({ page }, testInfo) => {
    const account = await createConfirmedUser(
      uniqueEmail('remember', testInfo),
      PASSWORD,
      'Sam Lee',
    );
    await completeOnboardingRows(account);
    await page.goto('/shopping-list');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'login');
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/shopping-list$/);
    const lastLogin = await page.evaluate(() => window.localStorage.getItem('last_login'));
    expect(lastLogin).not.toBeNull();

    // An already signed-in person who opens /login is sent on.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logging in asks the server for a token once, with no page reload', async ({
    page,
  }, testInfo) => {
    const account = await createConfirmedUser(
      uniqueEmail('onetoken', testInfo),
      PASSWORD,
      'Noa Kim',
    );
    await completeOnboardingRows(account);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'LOGIN' })).toBeVisible();
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/auth/v1/token')) {
        tokenCalls.push(url.searchParams.get('grant_type') ?? '?');
      }
    });
    // A mark on this document: a forced page load would lose it.
    await page.evaluate(() => {
      (window as unknown as { loginMark?: number }).loginMark = 1;
    });
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Long enough for any refresh that navigation or a timer would trigger (500 ms after a
    // route change, 2 s throttle) to have gone out.
    await page.waitForTimeout(3000);
    expect(tokenCalls).toEqual(['password']);
    // Client-side routing only: the document the login page loaded is still the one shown.
    expect(await page.evaluate(() => (window as unknown as { loginMark?: number }).loginMark)).toBe(
      1,
    );
  });

  test('a forgotten password is reset through the email link', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const account = await createConfirmedUser(uniqueEmail('reset', testInfo), PASSWORD, 'Alex Kim');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'RESET PASSWORD' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'reset-password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'SEND RESET INSTRUCTIONS' }).click();
    await expect(page.getByRole('link', { name: 'RETURN TO LOGIN' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'reset-password-sent');

    const email = await waitForEmail(account.email, /reset your password/i);
    await page.goto(verifyLink(email));
    await expect(page).toHaveURL(/\/reset-password\/update$/, { timeout: 15_000 });
    const newPassword = page.getByRole('textbox', { name: 'New Password', exact: true });
    await expect(newPassword).toBeVisible();
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, testInfo, 'update-password');
    await newPassword.fill('a-brand-new-secret');
    await page
      .getByRole('textbox', { name: 'Confirm New Password', exact: true })
      .fill('a-brand-new-secret');
    await page.getByRole('button', { name: 'UPDATE PASSWORD' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password Updated!' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'update-password-done');
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

    await fillLogin(page, account.email, PASSWORD);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Invalid email or password. Please try again.' })
        .first(),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-brand-new-secret');
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('a used or forged reset link is refused', async ({ page }, testInfo) => {
    await page.goto('/reset-password/update');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Invalid or expired reset link' }),
    ).toBeVisible();
    await expect(
      page.getByText('No active password reset session. Please request a new reset link.').first(),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'update-password-invalid');
    await page.getByRole('link', { name: 'REQUEST NEW RESET LINK' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test('wrong password, unconfirmed email and existing email get the catalogue messages', async ({
    page,
  }, testInfo) => {
    const account = await createConfirmedUser(
      uniqueEmail('errors', testInfo),
      PASSWORD,
      'Kai Moreno',
    );

    await page.goto('/login');
    await fillLogin(page, account.email, 'not-the-password');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Invalid email or password. Please try again.' })
        .first(),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'login-wrong-password');

    const unconfirmed = uniqueEmail('unconfirmed', testInfo);
    await createUnconfirmedUser(unconfirmed);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(unconfirmed);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Please verify your email before logging in.' })
        .first(),
    ).toBeVisible();
    await expect(
      page.getByText('Please check your email address or confirm your account.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'login-unconfirmed');

    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Kai Moreno');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(page.getByText('Account Already Exists')).toBeVisible();
    await expect(page.getByText('This email is already registered')).toBeVisible();
    await saveScreenshot(page, testInfo, 'signup-account-exists');
  });

  test('the verified banner greets a person sent back to login', async ({ page }, testInfo) => {
    await page.goto('/login?justVerified=true&email=verified%40example.com');
    await expect(
      page.getByText('Email verification was successful! You can now log in.'),
    ).toBeVisible();
    await expect(page.getByText('Email verified successfully! You can now log in.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      'verified@example.com',
    );
    await expect(page).toHaveURL(/\/login$/);
    await saveScreenshot(page, testInfo, 'login-verified');
  });

  test('a crafted redirect_to does not leave the app', async ({ page }, testInfo) => {
    const account = await createConfirmedUser(
      uniqueEmail('redirect', testInfo),
      PASSWORD,
      'Lee Chen',
    );
    await completeOnboardingRows(account);
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const appOrigin = new URL(page.url()).origin;
    // The profile lookup is held back a moment so the callback screen can be seen.
    await page.route('**/rest/v1/onboarding_profile**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/auth/callback?redirect_to=https://elsewhere.example/steal');
    await expect(page.getByRole('heading', { name: 'Processing Authentication' })).toBeVisible();
    await expect(page.getByText('Please wait while we set up your session...')).toBeVisible();
    await saveScreenshot(page, testInfo, 'callback');
    await expect(page).toHaveURL(`${appOrigin}/dashboard`);
    // A lookup still held back when the page has moved on has nothing left to answer.
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await page.goto('/auth/callback?redirect_to=//elsewhere.example');
    await expect(page).toHaveURL(`${appOrigin}/dashboard`);

    await page.goto('/auth/callback?redirect_to=/shopping-list');
    await expect(page).toHaveURL(`${appOrigin}/shopping-list`);

    // The hash-style callback address is forwarded to the same screen.
    await page.goto('/#/auth/callback?redirect_to=/budget-tracker');
    await expect(page).toHaveURL(`${appOrigin}/budget-tracker`);
  });

  test('a confirmation link opened in another browser confirms the address and leads to login', async ({
    page,
    browser,
  }, testInfo) => {
    const email = uniqueEmail('elsewhere', testInfo);
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Noor Haddad');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();

    const link = verifyLink(await waitForEmail(email, /confirm your email/i));
    const otherBrowser = await browser.newContext();
    const otherPage = await otherBrowser.newPage();
    await otherPage.goto(link);
    await expect(otherPage).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect(
      otherPage.getByText('Email verification was successful! You can now log in.'),
    ).toBeVisible();
    await fillLogin(otherPage, email, PASSWORD);
    await expect(otherPage).toHaveURL(/\/onboarding$/);
    await otherBrowser.close();
  });

  test('a stray auth link with unusable tokens ends on login with its email', async ({ page }) => {
    await page.goto(
      '/auth/confirm?email=stray%40example.com#access_token=forged&refresh_token=forged',
    );
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Email verification was successful! You can now log in.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      'stray@example.com',
    );
  });
});
