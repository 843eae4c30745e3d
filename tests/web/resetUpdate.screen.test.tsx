import { cleanNotifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePasswordPage } from '../../src/pages/auth/UpdatePasswordPage.tsx';
import type { RecoverySessionOutput } from '../../machines/passwordUpdate/passwordUpdate.types.ts';
import { deferred, enter, fakeServices, renderAuthScreen } from './authRender.tsx';

afterEach(() => cleanNotifications());

const renderUpdate = (path: string, services = fakeServices()) =>
  renderAuthScreen('/reset-password/update', <UpdatePasswordPage />, path, services);

describe('update password screen', () => {
  it('verifies the link, takes the new password, signs the recovery out and offers login', async () => {
    const check = deferred<RecoverySessionOutput>();
    const services = fakeServices({ establishRecoverySession: vi.fn(() => check.promise) });
    const { router } = renderUpdate('/reset-password/update?code=abc123', services);
    expect(await screen.findByText('Verifying your reset link...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(services.establishRecoverySession).toHaveBeenCalledWith({
      code: 'abc123',
      accessToken: null,
      refreshToken: null,
    });
    check.resolve({ hasSession: true });

    const newPassword = await screen.findByLabelText(/^New Password/);
    expect(screen.getByText('Password should be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    await enter(newPassword, '12345');
    await enter(screen.getByLabelText(/^Confirm New Password/), '54321');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE PASSWORD' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription(
      'Passwords do not match',
    );

    await userEvent.clear(newPassword);
    await enter(newPassword, 'brand-new-1');
    await userEvent.clear(screen.getByLabelText(/^Confirm New Password/));
    await enter(screen.getByLabelText(/^Confirm New Password/), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE PASSWORD' }));
    expect(await screen.findByRole('heading', { name: 'Password Updated!' })).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Password updated successfully! You can now log in with your new password.',
      ).length,
    ).toBeGreaterThan(0);
    expect(services.updatePassword).toHaveBeenCalledWith({ password: 'brand-new-1' });
    expect(services.endRecoverySession).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'GO TO LOGIN' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login');
  });

  it('goes to login by itself 2 s after the update', async () => {
    renderUpdate('/reset-password/update#access_token=a&refresh_token=r&type=recovery');
    await enter(await screen.findByLabelText(/^New Password/), 'brand-new-1');
    await enter(screen.getByLabelText(/^Confirm New Password/), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE PASSWORD' }));
    expect(await screen.findByRole('heading', { name: 'Password Updated!' })).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(await screen.findByTestId('landed', {}, { timeout: 3500 })).toHaveTextContent('/login');
  });

  it('shows the server message when the update fails', async () => {
    renderUpdate(
      '/reset-password/update',
      fakeServices({
        updatePassword: async () => {
          throw Object.assign(
            new Error('New password should be different from the old password.'),
            { status: 422 },
          );
        },
      }),
    );
    await enter(await screen.findByLabelText(/^New Password/), 'same-old-1');
    await enter(screen.getByLabelText(/^Confirm New Password/), 'same-old-1');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE PASSWORD' }));
    expect(
      (await screen.findAllByText('New password should be different from the old password.'))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'UPDATE PASSWORD' })).toBeEnabled();
  });

  it('explains an expired link and offers a new one', async () => {
    renderUpdate(
      '/reset-password/update?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(
      await screen.findByRole('heading', { name: 'Invalid or expired reset link' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('Invalid or expired password reset link. Please request a new one.')
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'REQUEST NEW RESET LINK' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('says there is no reset session when the page is opened without one', async () => {
    renderUpdate(
      '/reset-password/update',
      fakeServices({ establishRecoverySession: async () => ({ hasSession: false }) }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Invalid or expired reset link' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('No active password reset session. Please request a new reset link.')
        .length,
    ).toBeGreaterThan(0);
  });
});
