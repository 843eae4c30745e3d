/**
 * The profile summary screen on the real review and save machines, with test doubles for the
 * draft loader and the tables; and the page in the real route table for the redirects.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  emptyOnboardingData,
  type OnboardingData,
} from '../../machines/onboarding/onboardingData.ts';
import type {
  DraftLoadInput,
  DraftLoadResult,
} from '../../machines/onboarding/onboardingDraft.types.ts';
import { profileReviewMachine } from '../../machines/profileReview/profileReview.machine.ts';
import { profileSaveMachine } from '../../machines/profileSave/profileSave.machine.ts';
import type { UpsertRequest, UpsertResult } from '../../machines/profileSave/profileSave.types.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';
import { ProfileSummaryView } from '../../src/components/onboarding/ProfileSummaryView.tsx';
import { localKeys } from '../../src/services/localStore.ts';
import { renderApp, renderWithProviders } from './render.tsx';
import { testUser } from './session.ts';
import { MemoryHousehold, useMemoryHousehold } from './householdStore.tsx';

function savedDraft(): OnboardingData {
  return {
    ...emptyOnboardingData('Grace Hopper'),
    age: '45',
    gender: 'Female',
    height_feet: '5',
    height_inches: '6',
    weight: '160',
    activity_level: 'Very Active',
    health_goal: 'Lose Weight',
    dietary_restrictions: ['Vegan', 'Other'],
    dietary_restrictions_other: 'No nightshades',
    protein_goal: 'Set custom protein goal',
    custom_protein_amount: '130',
    weekly_budget: 'Custom Amount',
    custom_budget: '87.5',
    breakfasts_per_week: '5',
    cooking_time: '30',
    meal_plan_start_day: 'Monday',
    zip_code: '30301',
    preferred_store: ['Aldi'],
    preferred_store_other: 'Farmers market',
  };
}

interface Probe {
  effects: ViewEffect[];
  stored: OnboardingData[];
  upserts: UpsertRequest[];
  completed: OnboardingData[];
}

function ReviewHarness({
  draft,
  probe,
  failUpserts = 0,
  householdStore,
}: {
  draft: DraftLoadResult;
  probe: Probe;
  failUpserts?: number;
  householdStore: MemoryHousehold;
}) {
  let failuresLeft = failUpserts;
  const actorRef = useActorRef(
    profileReviewMachine.provide({
      actors: {
        loadDraft: fromPromise<DraftLoadResult, DraftLoadInput>(async () => draft),
        saveProfile: profileSaveMachine.provide({
          actors: {
            upsertRow: fromPromise<UpsertResult, UpsertRequest>(async ({ input }) => {
              probe.upserts.push(input);
              if (input.table === 'meal_frequency' && failuresLeft > 0) {
                failuresLeft -= 1;
                throw new Error('network down');
              }
              return { saved: true };
            }),
            markComplete: fromPromise<void, { data: OnboardingData }>(async ({ input }) => {
              probe.completed.push(input.data);
            }),
          },
          delays: { retryDelay: 10, redirectDelay: 10 },
        }),
      },
      actions: {
        storeDraft: (_, params: { data: OnboardingData }) => void probe.stored.push(params.data),
      },
    }),
    { input: { userId: 'user-1' } },
  );
  const save = useSelector(actorRef, (snapshot) => snapshot.children.save);
  useEffect(() => {
    const subscription = actorRef.on('*', (effect) => void probe.effects.push(effect));
    return () => subscription.unsubscribe();
  }, [actorRef, probe]);
  useEffect(() => {
    if (!save) return undefined;
    const subscription = save.on('*', (effect) => void probe.effects.push(effect));
    return () => subscription.unsubscribe();
  }, [save, probe]);
  const household = useMemoryHousehold(householdStore);
  return <ProfileSummaryView actorRef={actorRef} household={household} email="grace@example.com" />;
}

function renderReview(draft: DraftLoadResult, failUpserts = 0) {
  const probe: Probe = { effects: [], stored: [], upserts: [], completed: [] };
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <ReviewHarness
      draft={draft}
      probe={probe}
      failUpserts={failUpserts}
      householdStore={new MemoryHousehold()}
    />,
  );
  return { probe, user };
}

function row(section: string, label: string): string | null | undefined {
  const card = screen.getByRole('region', { name: section });
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('profile summary', () => {
  it('shows the four sections with their values, height in feet and inches and the account email', async () => {
    renderReview({ kind: 'found', source: 'local', data: savedDraft() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'YOUR PROFILE SUMMARY' }),
    ).toBeInTheDocument();
    for (const title of [
      'Personal Information',
      'Dietary Preferences',
      'Meal Planning Preferences',
      'Grocery Preferences',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Edit ${title}` })).toHaveTextContent('Edit');
    }
    expect(row('Personal Information', 'Full Name')).toBe('Grace Hopper');
    expect(row('Personal Information', 'Email')).toBe('grace@example.com');
    expect(row('Personal Information', 'Height')).toBe('5 ft 6 in');
    expect(row('Personal Information', 'Weight')).toBe('160 lbs');
    expect(row('Personal Information', 'Health Goal')).toBe('Weight Loss');
    expect(row('Dietary Preferences', 'Dietary Restrictions')).toBe('Vegan, Other: No nightshades');
    expect(row('Dietary Preferences', 'Protein Goal')).toBe('130 grams (custom)');
    // 160 lb = 72.5748 kg x (Very Active 1.4 + Lose Weight 0.2) = 116.12 -> 116
    expect(row('Dietary Preferences', 'Recommended Protein')).toBe('116 grams per day');
    expect(row('Meal Planning Preferences', 'Weekly Budget')).toBe('$87.50');
    expect(row('Meal Planning Preferences', 'Cooking Time')).toBe('30 minutes');
    expect(row('Grocery Preferences', 'Preferred Stores')).toBe('Aldi, Farmers market');
    expect(screen.getByRole('button', { name: 'BACK' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'GO TO DASHBOARD' })).toBeEnabled();
  });

  it("shows 'Not specified', 'None', 'None specified' and 'Recommended amount' for empty values", async () => {
    renderReview({ kind: 'found', source: 'database', data: emptyOnboardingData() });
    await screen.findByRole('heading', { level: 1, name: 'YOUR PROFILE SUMMARY' });
    expect(row('Personal Information', 'Age')).toBe('Not specified');
    expect(row('Personal Information', 'Height')).toBe('Not specified');
    expect(row('Dietary Preferences', 'Dietary Restrictions')).toBe('None');
    expect(row('Dietary Preferences', 'Allergies')).toBe('None');
    expect(row('Dietary Preferences', 'Disliked Foods')).toBe('None specified');
    expect(row('Dietary Preferences', 'Favorite Cuisines')).toBe('None specified');
    expect(row('Dietary Preferences', 'Protein Goal')).toBe('Recommended amount');
    // The defaults: 150 lb Sedentary, 68.0389 kg x 0.8 = 54.43 -> 54
    expect(row('Dietary Preferences', 'Recommended Protein')).toBe('54 grams per day');
    expect(row('Meal Planning Preferences', 'Weekly Budget')).toBe('Not specified');
    expect(row('Meal Planning Preferences', 'Snacks per Week')).toBe('7');
    expect(row('Grocery Preferences', 'Preferred Stores')).toBe('None specified');
  });

  it("edits a section in its dialog: Save Changes keeps the draft and toasts 'Section updated successfully'", async () => {
    const { probe, user } = renderReview({ kind: 'found', source: 'local', data: savedDraft() });
    await user.click(await screen.findByRole('button', { name: 'Edit Meal Planning Preferences' }));
    const dialog = screen.getByRole('dialog', { name: 'Meal Planning Preferences' });
    expect(within(dialog).getByLabelText('Custom weekly budget')).toHaveValue('87.5');
    await user.click(within(dialog).getByRole('radio', { name: '$150' }));
    expect(within(dialog).queryByLabelText('Custom weekly budget')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Dinners per week'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row('Meal Planning Preferences', 'Weekly Budget')).toBe('$150');
    expect(row('Meal Planning Preferences', 'Dinners per Week')).toBe('4');
    expect(probe.stored).toEqual([
      { ...savedDraft(), weekly_budget: '$150', dinner_per_week: '4' },
    ]);
    expect(probe.effects).toEqual([
      { type: 'effect.toast', tone: 'success', message: 'Section updated successfully' },
    ]);
  });

  it('cancelling an Edit dialog changes nothing', async () => {
    const { probe, user } = renderReview({ kind: 'found', source: 'local', data: savedDraft() });
    await user.click(await screen.findByRole('button', { name: 'Edit Personal Information' }));
    const dialog = screen.getByRole('dialog', { name: 'Personal Information' });
    await user.clear(within(dialog).getByLabelText('Full Name'));
    await user.type(within(dialog).getByLabelText('Full Name'), 'Someone Else');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(row('Personal Information', 'Full Name')).toBe('Grace Hopper');
    expect(probe.stored).toEqual([]);
  });

  it("GO TO DASHBOARD reads 'Saving...' while saving, then toasts and goes to /dashboard", async () => {
    const { probe, user } = renderReview({ kind: 'found', source: 'local', data: savedDraft() }, 1);
    await user.click(await screen.findByRole('button', { name: 'GO TO DASHBOARD' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'BACK' })).toBeDisabled();
    await vi.waitFor(() => expect(probe.effects).toHaveLength(2));
    expect(probe.effects).toEqual([
      { type: 'effect.toast', tone: 'success', message: 'Profile saved successfully!' },
      { type: 'effect.navigate', to: '/dashboard' },
    ]);
    expect(probe.completed).toEqual([savedDraft()]);
    // One failure at meal_frequency: 4 upserts, then all 6 again.
    expect(probe.upserts.map((upsert) => upsert.table)).toHaveLength(10);
  });

  it('shows the failure after three attempts and lets the person try again', async () => {
    const { probe, user } = renderReview({ kind: 'found', source: 'local', data: savedDraft() }, 3);
    await user.click(await screen.findByRole('button', { name: 'GO TO DASHBOARD' }));
    await screen.findByRole('button', { name: 'GO TO DASHBOARD' });
    expect(probe.effects).toEqual([
      {
        type: 'effect.toast',
        tone: 'error',
        message: 'Failed to save profile after multiple attempts. Please try again.',
      },
    ]);
    expect(probe.completed).toEqual([]);
    expect(screen.getByRole('button', { name: 'GO TO DASHBOARD' })).toBeEnabled();
  });

  it('BACK goes to /onboarding', async () => {
    const { probe, user } = renderReview({ kind: 'found', source: 'local', data: savedDraft() });
    await user.click(await screen.findByRole('button', { name: 'BACK' }));
    expect(probe.effects).toEqual([{ type: 'effect.navigate', to: '/onboarding' }]);
  });
});

describe('profile review page', () => {
  it('sends a person without saved data to /onboarding', async () => {
    const { router } = renderApp('/profile-review', {
      session: { user: testUser(), onboardingComplete: false },
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(screen.queryByText('Error loading your profile data')).not.toBeInTheDocument();
  });

  it("says 'Error loading your profile data' and goes to /onboarding when the saved data cannot be read", async () => {
    window.localStorage.setItem(localKeys.onboardingData, '{broken');
    const { router } = renderApp('/profile-review', {
      session: { user: testUser(), onboardingComplete: false },
    });
    expect(await screen.findByText('Error loading your profile data')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('shows the saved draft with the account email', async () => {
    window.localStorage.setItem(localKeys.onboardingData, JSON.stringify(savedDraft()));
    renderApp('/profile-review', { session: { user: testUser(), onboardingComplete: false } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'YOUR PROFILE SUMMARY' }),
    ).toBeInTheDocument();
    expect(row('Personal Information', 'Email')).toBe('ada@example.com');
  });
});
