/**
 * Toasts as the view shows them: a progress toast makes way for its outcome instead of lingering
 * beside it, and showing a toast under an id again replaces it.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERATING_TOAST_ID, toast } from '../../machines/shared/effects.ts';
import { showToast } from '../../src/services/effects.ts';
import { renderWithProviders } from './render.tsx';

afterEach(() => {
  act(() => notifications.clean());
});

describe('showToast', () => {
  it('closes the progress toast when its outcome shows', async () => {
    renderWithProviders(<Notifications />);
    act(() =>
      showToast(
        toast('info', 'Generating your personalized meal plan...', {
          id: GENERATING_TOAST_ID,
          autoCloseMs: 10_000,
        }),
      ),
    );
    expect(
      await screen.findByText('Generating your personalized meal plan...'),
    ).toBeInTheDocument();
    act(() =>
      showToast(toast('success', 'Your meal plan is ready!', { closes: GENERATING_TOAST_ID })),
    );
    expect(await screen.findByText('Your meal plan is ready!')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByText('Generating your personalized meal plan...'),
      ).not.toBeInTheDocument(),
    );
  });

  it('keeps unrelated toasts, and shows a toast under the same id once', async () => {
    renderWithProviders(<Notifications />);
    act(() => showToast(toast('success', 'Item Added')));
    act(() => showToast(toast('info', 'Generating...', { id: GENERATING_TOAST_ID })));
    act(() => showToast(toast('info', 'Generating again...', { id: GENERATING_TOAST_ID })));
    expect(await screen.findByText('Generating again...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Generating...')).not.toBeInTheDocument());
    expect(screen.getByText('Item Added')).toBeInTheDocument();
  });
});
