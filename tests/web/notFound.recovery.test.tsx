import { cleanNotifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../../src/pages/NotFoundPage.tsx';
import { fakeServices, renderAuthScreen } from './authRender.tsx';

afterEach(() => cleanNotifications());

const renderNotFound = (path: string, services = fakeServices()) =>
  renderAuthScreen('*', <NotFoundPage />, path, services);

describe('not-found recovery', () => {
  it('sets the session from tokens on an auth path and goes to the dashboard', async () => {
    const services = fakeServices();
    renderNotFound('/auth/confirm#access_token=at&refresh_token=rt&type=signup', services);
    expect(
      await screen.findByText('Completing authentication, please wait...'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
    expect(services.setSession).toHaveBeenCalledWith({ accessToken: 'at', refreshToken: 'rt' });
  });

  it('drops the tokens from the address bar and falls back to login with the email', async () => {
    const services = fakeServices({
      setSession: vi.fn(async () => {
        throw Object.assign(new Error('Invalid Refresh Token'), { status: 400 });
      }),
    });
    const { router } = renderNotFound(
      '/auth/confirm?email=ada%40example.com#access_token=at&refresh_token=rt',
      services,
    );
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(await screen.findByText('Redirecting to login page...')).toBeInTheDocument();
    expect(await screen.findByTestId('landed')).toHaveTextContent(
      '/login?confirmation=true&email=ada%40example.com',
    );
  });

  it('moves a profile path to /profile-review after 2 s with an info toast', async () => {
    renderNotFound('/my-profile');
    expect(
      await screen.findByText('Attempting to navigate to your profile...'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Profile Again' })).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(await screen.findByTestId('landed', {}, { timeout: 3500 })).toHaveTextContent(
      '/profile-review',
    );
  });

  it('leaves an auth path without tokens on the page with its buttons', async () => {
    const services = fakeServices();
    renderNotFound('/auth/strange', services);
    expect(
      await screen.findByRole('heading', { name: 'Authentication Error' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(services.setSession).not.toHaveBeenCalled();
  });
});
