import { cleanNotifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupPage } from '../../src/pages/auth/SignupPage.tsx';
import type { SignUpOutput } from '../../machines/signup/signup.types.ts';
import { deferred, enter, fakeServices, renderAuthScreen } from './authRender.tsx';

afterEach(() => cleanNotifications());

const renderSignup = (services = fakeServices()) =>
  renderAuthScreen('/signup', <SignupPage />, '/signup', services);

async function fillForm(values: {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
}) {
  if (values.name) await enter(screen.getByLabelText(/^Full Name/), values.name);
  if (values.email) await enter(screen.getByLabelText(/^Email/), values.email);
  if (values.password) await enter(screen.getByLabelText(/^Password/), values.password);
  if (values.confirm) await enter(screen.getByLabelText(/^Confirm Password/), values.confirm);
}

async function submitButton() {
  const button = await screen.findByRole('button', { name: 'CREATE ACCOUNT' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('signup screen', () => {
  it('shows CREATE ACCOUNT with its four labelled fields, toggles, hint and login link', async () => {
    renderSignup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'CREATE ACCOUNT' }),
    ).toBeInTheDocument();
    for (const label of [/^Full Name/, /^Email/, /^Password/, /^Confirm Password/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Password should be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('puts each validation error of section 5 on its own field', async () => {
    const services = fakeServices();
    renderSignup(services);
    const submit = await submitButton();
    await fillForm({ name: 'A', email: 'nope', password: '123', confirm: '124' });
    await userEvent.click(submit);
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(services.signUp).not.toHaveBeenCalled();
  });

  it('creates the account, shows Check Your Email and resends on request', async () => {
    const signUp = deferred<SignUpOutput>();
    const services = fakeServices({ signUp: vi.fn(() => signUp.promise) });
    renderSignup(services);
    const submit = await submitButton();
    await fillForm({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    await userEvent.click(submit);
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(services.signUp).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
    });
    signUp.resolve({ kind: 'confirmationRequired' });
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(
      screen.getByText('Account created! Please check your email for verification.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Check your spam folder/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'RESEND VERIFICATION EMAIL' }));
    expect(
      await screen.findByText('Verification email resent! Please check your inbox.'),
    ).toBeInTheDocument();
    expect(services.resendVerification).toHaveBeenCalledWith({ email: 'ada@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'sign up with a different email' }));
    expect(await screen.findByRole('heading', { name: 'CREATE ACCOUNT' })).toBeInTheDocument();
  });

  it('tells the person about an existing account on the field and in the alert', async () => {
    renderSignup(fakeServices({ signUp: async () => ({ kind: 'alreadyRegistered' }) }));
    const submit = await submitButton();
    await fillForm({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    await userEvent.click(submit);
    expect(await screen.findByText('Account Already Exists')).toBeInTheDocument();
    expect(
      screen.getByText(
        /An account with this email already exists\. Please log in instead or use a different email address\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'This email is already registered',
    );
    expect(
      await screen.findByText('An account with that email already exists. Please log in instead.'),
    ).toBeInTheDocument();
  });

  it('shows the server message for other failures and the rate-limit toast', async () => {
    renderSignup(
      fakeServices({
        signUp: async () => {
          throw Object.assign(new Error('Email rate limit exceeded'), {
            status: 429,
            code: 'over_email_send_rate_limit',
          });
        },
      }),
    );
    const submit = await submitButton();
    await fillForm({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      confirm: 'secret1',
    });
    await userEvent.click(submit);
    expect(await screen.findByText('Email rate limit exceeded')).toBeInTheDocument();
    expect(
      await screen.findByText('Too many signup attempts. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('sends a signed-in person to the dashboard', async () => {
    renderSignup(fakeServices({ readSession: async () => ({ signedIn: true }) }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
  });
});
