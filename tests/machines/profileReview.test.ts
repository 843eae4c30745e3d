import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  emptyOnboardingData,
  type OnboardingData,
} from '../../machines/onboarding/onboardingData.ts';
import type {
  DraftLoadInput,
  DraftLoadResult,
} from '../../machines/onboarding/onboardingDraft.types.ts';
import { onboardingDraftMachine } from '../../machines/onboarding/onboardingDraft.machine.ts';
import { profileReviewMachine } from '../../machines/profileReview/profileReview.machine.ts';
import type {
  ProfileSaveInput,
  ProfileSaveOutput,
} from '../../machines/profileSave/profileSave.types.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';

const draft = { ...emptyOnboardingData('Ada Lovelace'), age: '36' };

function startReview(
  load: () => Promise<DraftLoadResult>,
  save: (input: ProfileSaveInput) => Promise<ProfileSaveOutput> = async () => ({
    outcome: 'saved',
  }),
) {
  const effects: ViewEffect[] = [];
  const stored: OnboardingData[] = [];
  const actor = createActor(
    profileReviewMachine.provide({
      actors: {
        loadDraft: fromPromise<DraftLoadResult, DraftLoadInput>(() => load()),
        // The save sequence has its own tests; here only its outcome (or a crash) matters, so a
        // promise stands in for the child machine, which the types cannot express without a cast.
        saveProfile: fromPromise<ProfileSaveOutput, ProfileSaveInput>(({ input }) =>
          save(input),
        ) as never,
      },
      actions: {
        storeDraft: (_, params: { data: OnboardingData }) => void stored.push(params.data),
      },
    }),
    { input: { userId: 'user-1' } },
  );
  actor.on('*', (effect) => void effects.push(effect));
  actor.start();
  return { actor, effects, stored };
}

describe('profile review machine', () => {
  it('shows a found draft', async () => {
    const { actor } = startReview(async () => ({ kind: 'found', source: 'local', data: draft }));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    expect(actor.getSnapshot().context.data).toEqual(draft);
  });

  it("sends a corrupt draft to /onboarding with 'Error loading your profile data'", async () => {
    const { actor, effects } = startReview(async () => ({ kind: 'corrupt' }));
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(effects).toEqual([
      { type: 'effect.toast', tone: 'error', message: 'Error loading your profile data' },
      { type: 'effect.navigate', to: '/onboarding' },
    ]);
  });

  it.each([
    ['no draft anywhere', async (): Promise<DraftLoadResult> => ({ kind: 'missing' })],
    [
      'a failed database read',
      async (): Promise<DraftLoadResult> => Promise.reject(new Error('offline')),
    ],
  ])('sends %s to /onboarding without a toast', async (_case, load) => {
    const { actor, effects } = startReview(load);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(effects).toEqual([{ type: 'effect.navigate', to: '/onboarding' }]);
  });

  it('edits a section: Save Changes keeps the values locally; Cancel keeps nothing', async () => {
    const { actor, effects, stored } = startReview(async () => ({
      kind: 'found',
      source: 'local',
      data: draft,
    }));
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    actor.send({ type: 'section.edit', section: 'personal' });
    expect(actor.getSnapshot().context.editing).toBe('personal');
    expect(actor.getSnapshot().can({ type: 'profile.save' })).toBe(false);
    actor.send({ type: 'section.cancel' });
    expect(actor.getSnapshot().context.editing).toBeNull();
    actor.send({ type: 'section.edit', section: 'grocery' });
    actor.send({ type: 'section.save', data: { ...draft, zip_code: '10001' } });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(actor.getSnapshot().context.data?.zip_code).toBe('10001');
    expect(stored).toEqual([{ ...draft, zip_code: '10001' }]);
    expect(effects).toEqual([
      { type: 'effect.toast', tone: 'success', message: 'Section updated successfully' },
    ]);
  });

  it('saves the reviewed draft for the signed-in user and ends when it is saved', async () => {
    const inputs: ProfileSaveInput[] = [];
    const { actor } = startReview(
      async () => ({ kind: 'found', source: 'local', data: draft }),
      async (input) => {
        inputs.push(input);
        return { outcome: 'saved' };
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(inputs).toEqual([{ userId: 'user-1', data: draft }]);
  });

  it('returns to the summary when the save does not succeed', async () => {
    const { actor } = startReview(
      async () => ({ kind: 'found', source: 'local', data: draft }),
      async () => ({ outcome: 'retriesExhausted' }),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    expect(actor.getSnapshot().can({ type: 'profile.save' })).toBe(true);
  });

  it("reports a crash of the save with 'An unexpected error occurred: {message}'", async () => {
    const { actor, effects } = startReview(
      async () => ({ kind: 'found', source: 'local', data: draft }),
      async () => {
        throw new Error('out of memory');
      },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    actor.send({ type: 'profile.save' });
    await waitFor(actor, () => effects.length > 0);
    expect(effects).toEqual([
      {
        type: 'effect.toast',
        tone: 'error',
        message: 'An unexpected error occurred: out of memory',
      },
    ]);
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
  });
});

describe('onboarding draft machine', () => {
  function startDraft(
    load: () => Promise<DraftLoadResult>,
    fullName: string | null = 'Ada Lovelace',
  ) {
    const actor = createActor(
      onboardingDraftMachine.provide({
        actors: { loadDraft: fromPromise<DraftLoadResult, DraftLoadInput>(() => load()) },
      }),
      { input: { userId: 'user-1', fullName } },
    );
    actor.start();
    return actor;
  }

  it('starts from the found draft, filling in the account name only when it has none', async () => {
    const named = startDraft(async () => ({
      kind: 'found',
      source: 'database',
      data: { ...draft, full_name: 'Countess Ada' },
    }));
    await waitFor(named, (snapshot) => snapshot.status === 'done');
    expect(named.getSnapshot().context.data?.full_name).toBe('Countess Ada');
    const unnamed = startDraft(async () => ({
      kind: 'found',
      source: 'local',
      data: { ...draft, full_name: '' },
    }));
    await waitFor(unnamed, (snapshot) => snapshot.status === 'done');
    expect(unnamed.getSnapshot().context.data).toEqual({ ...draft, full_name: 'Ada Lovelace' });
  });

  it.each([
    ['missing', async (): Promise<DraftLoadResult> => ({ kind: 'missing' })],
    ['corrupt', async (): Promise<DraftLoadResult> => ({ kind: 'corrupt' })],
    ['unreadable', async (): Promise<DraftLoadResult> => Promise.reject(new Error('offline'))],
  ])('starts fresh with the account name when the draft is %s', async (_case, load) => {
    const actor = startDraft(load);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().context.data).toEqual(emptyOnboardingData('Ada Lovelace'));
  });
});
