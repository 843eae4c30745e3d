import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanNotifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/pages/auth/LoginPage.tsx';
import { deferred, enter, fakeServices, renderAuthScreen } from './authRender.tsx';

const renderLogin = (path: string, services = fakeServices(), state?: unknown) =>
  renderAuthScreen('/login', <LoginPage />, path, services, state);

afterEach(() => cleanNotifications());

describe('login screen', () => {
  it('shows the form with labelled fields, toggles and links', async () => {
    renderLogin('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(
      screen.queryByText('Please check your email address or confirm your account.'),
    ).toBeNull();
  });

  it('validates the fields with the catalogue texts', async () => {
    const services = fakeServices();
    renderLogin('/login', services);
    const submit = await screen.findByRole('button', { name: 'LOGIN' });
    await waitFor(() => expect(submit).toBeEnabled());
    await enter(screen.getByLabelText(/^Email/), 'not-an-address');
    await userEvent.click(submit);
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(services.signIn).not.toHaveBeenCalled();
  });

  it('greets a verified person with the banner, the prefilled email, a one-time toast and a clean address bar', async () => {
    const { router, unmount } = renderLogin('/login?justVerified=true&email=ada%40example.com');
    expect(
      await screen.findByText('Email verification was successful! You can now log in.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(
      await screen.findByText('Email verified successfully! You can now log in.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please check your email address or confirm your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    unmount();
    cleanNotifications();

    renderLogin('/login#confirmation=true&email=ada%40example.com');
    expect(
      await screen.findByText('Email verification was successful! You can now log in.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Email verified successfully! You can now log in.')).toBeNull();
  });

  it('logs in, says so, and goes to the remembered page replacing history', async () => {
    const signIn = deferred<{ userId: string }>();
    const signInCall = vi.fn(async () => signIn.promise);
    const services = fakeServices({ signIn: signInCall });
    const { router } = renderLogin('/login', services, { from: { pathname: '/meal-plan' } });
    const submit = await screen.findByRole('button', { name: 'LOGIN' });
    await waitFor(() => expect(submit).toBeEnabled());
    await enter(screen.getByLabelText(/^Email/), 'ada@example.com');
    await enter(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(submit);
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    signIn.resolve({ userId: 'u1' });
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('landed', {}, { timeout: 2000 })).toHaveTextContent(
      '/meal-plan',
    );
    expect(signInCall).toHaveBeenCalledTimes(1);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the catalogue message for wrong credentials', async () => {
    const services = fakeServices({
      signIn: async () => {
        throw Object.assign(new Error('Invalid login credentials'), {
          code: 'invalid_credentials',
          status: 400,
        });
      },
    });
    renderLogin('/login', services);
    const submit = await screen.findByRole('button', { name: 'LOGIN' });
    await waitFor(() => expect(submit).toBeEnabled());
    await enter(screen.getByLabelText(/^Email/), 'ada@example.com');
    await enter(screen.getByLabelText(/^Password/), 'wrong-one');
    await userEvent.click(submit);
    const alerts = await screen.findAllByText('Invalid email or password. Please try again.');
    expect(alerts.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  });

  it('offers to resend the confirmation after an unconfirmed-email refusal', async () => {
    const services = fakeServices({
      signIn: async () => {
        throw Object.assign(new Error('Email not confirmed'), {
          code: 'email_not_confirmed',
          status: 400,
        });
      },
    });
    renderLogin('/login', services);
    const submit = await screen.findByRole('button', { name: 'LOGIN' });
    await waitFor(() => expect(submit).toBeEnabled());
    await enter(screen.getByLabelText(/^Email/), 'new@example.com');
    await enter(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(submit);
    expect(
      (await screen.findAllByText('Please verify your email before logging in.')).length,
    ).toBeGreaterThan(0);
    const notice = screen
      .getByText('Please check your email address or confirm your account.')
      .closest('[role="status"]');
    expect(notice).not.toBeNull();
    await userEvent.click(
      within(notice as HTMLElement).getByRole('button', { name: 'Resend Verification Email' }),
    );
    expect(
      await screen.findByText('Verification email sent. Please check your inbox.'),
    ).toBeInTheDocument();
    expect(services.resendVerification).toHaveBeenCalledWith({ email: 'new@example.com' });
  });

  it('says so when resending fails', async () => {
    const services = fakeServices({
      resendVerification: async () => {
        throw new Error('smtp down');
      },
    });
    renderLogin('/login?email=ada%40example.com', services);
    const resend = await screen.findByRole('button', { name: 'Resend Verification Email' });
    await waitFor(() => expect(resend).toBeEnabled());
    await userEvent.click(resend);
    expect(
      await screen.findByText('Failed to resend verification. Try again.'),
    ).toBeInTheDocument();
  });

  it('sends a signed-in person on to the dashboard', async () => {
    renderLogin('/login', fakeServices({ readSession: async () => ({ signedIn: true }) }));
    expect(await screen.findByTestId('landed', {}, { timeout: 2000 })).toHaveTextContent(
      '/dashboard',
    );
  });
});
