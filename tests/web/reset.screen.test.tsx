import { cleanNotifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '../../src/pages/auth/ResetPasswordPage.tsx';
import { deferred, enter, fakeServices, renderAuthScreen } from './authRender.tsx';

afterEach(() => cleanNotifications());

const renderReset = (services = fakeServices()) =>
  renderAuthScreen('/reset-password', <ResetPasswordPage />, '/reset-password', services);

describe('reset password screen', () => {
  it('validates the email, sends the request and shows the success panel', async () => {
    const request = deferred<void>();
    const services = fakeServices({ requestPasswordReset: vi.fn(() => request.promise) });
    renderReset(services);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RESET PASSWORD' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await enter(screen.getByLabelText(/^Email/), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'SEND RESET INSTRUCTIONS' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await enter(screen.getByLabelText(/^Email/), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'SEND RESET INSTRUCTIONS' }));
    expect(await screen.findByRole('button', { name: 'SENDING...' })).toBeDisabled();
    expect(services.requestPasswordReset).toHaveBeenCalledWith({ email: 'ada@example.com' });
    request.resolve();
    expect(await screen.findByRole('link', { name: 'RETURN TO LOGIN' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(
      screen.getAllByText('Password reset instructions sent to your email').length,
    ).toBeGreaterThan(0);
  });

  it('shows the server message, or the catalogue fallback, on failure', async () => {
    renderReset(
      fakeServices({
        requestPasswordReset: async () => {
          throw new Error('');
        },
      }),
    );
    await enter(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'SEND RESET INSTRUCTIONS' }));
    expect(
      (await screen.findAllByText('Failed to send password reset email')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'SEND RESET INSTRUCTIONS' })).toBeEnabled();
  });
});
