/**
 * Keyboard use of the profile summary's Edit dialogs (issue #8): the dialog's first tab stop,
 * its close button, has a name, Escape closes it with focus back on the Edit button, and a
 * section is saved with the keyboard alone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { emptyOnboardingData } from '../../machines/onboarding/onboardingData.ts';
import type {
  DraftLoadInput,
  DraftLoadResult,
} from '../../machines/onboarding/onboardingDraft.types.ts';
import { profileReviewMachine } from '../../machines/profileReview/profileReview.machine.ts';
import { ProfileSummaryView } from '../../src/components/onboarding/ProfileSummaryView.tsx';
import { renderWithProviders } from './render.tsx';
import { householdMachine } from '../../machines/household/household.machine.ts';
import { MemoryHousehold } from './householdStore.tsx';

const MAX_TABS = 40;

async function tabTo(user: ReturnType<typeof userEvent.setup>, element: HTMLElement) {
  for (let presses = 0; presses < MAX_TABS && document.activeElement !== element; presses += 1) {
    await user.tab();
  }
  expect(element).toHaveFocus();
}

describe('profile summary with the keyboard', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  async function renderReview() {
    const draft: DraftLoadResult = {
      kind: 'found',
      source: 'local',
      data: { ...emptyOnboardingData('Grace Hopper'), ingredient_quality: 'Balanced' },
    };
    const actor = createActor(
      profileReviewMachine.provide({
        actors: {
          loadDraft: fromPromise<DraftLoadResult, DraftLoadInput>(async () => draft),
        },
        actions: { storeDraft: () => {} },
      }),
      { input: { userId: 'user-1' } },
    );
    actor.start();
    const household = createActor(
      householdMachine.provide({ actors: new MemoryHousehold().actors() }),
      { input: { userId: 'user-1' } },
    );
    household.start();
    stop = () => {
      actor.stop();
      household.stop();
    };
    renderWithProviders(
      <ProfileSummaryView actorRef={actor} household={household} email="grace@example.com" />,
    );
    await screen.findByRole('heading', { level: 1, name: 'YOUR PROFILE SUMMARY' });
    return { user: userEvent.setup(), actor };
  }

  it('names the close button, closes with Escape and gives focus back to Edit', async () => {
    const { user } = await renderReview();
    const edit = screen.getByRole('button', { name: 'Edit Personal Information' });
    await tabTo(user, edit);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Personal Information' });
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    for (const button of within(dialog).getAllByRole('button')) {
      expect(button).toHaveAccessibleName();
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('saves a section chosen with the arrow keys and Enter', async () => {
    const { user, actor } = await renderReview();
    await tabTo(user, screen.getByRole('button', { name: 'Edit Grocery Preferences' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Grocery Preferences' });
    await tabTo(user, within(dialog).getByRole('radio', { name: 'Balanced' }));
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: 'Premium' })).toBeChecked();
    await tabTo(user, within(dialog).getByRole('button', { name: 'Save Changes' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actor.getSnapshot().context.data?.ingredient_quality).toBe('Premium');
  });
});
