/**
 * The staples checklist on its own, as another page embeds it (its own actor, loading the list
 * itself): it says the question was not answered, ticks all and none with its two buttons, saves
 * the ticks and hands the host the saved answer through onSaved; a failed load offers Try again;
 * and on a page that performs its actor's view effects (useLivePlanActor), the saved answer is
 * not taken for a navigation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { PantryResponse } from '../../supabase/functions/_shared/schemas/pantry.ts';
import { staplesMachine } from '../../machines/staples/staples.machine.ts';
import type { SaveStaplesInput, StaplesScope } from '../../machines/staples/staples.types.ts';
import {
  StaplesChecklist,
  type StaplesActorRef,
} from '../../src/components/pantry/StaplesChecklist.tsx';
import { useViewEffects } from '../../src/services/effects.ts';
import { renderWithProviders } from './render.tsx';

const who: StaplesScope = { userId: '00000000-0000-4000-8000-000000000001', today: '2026-11-24' };

const STAPLES: PantryResponse['staples'] = [
  { food: 'olive_oil', name: 'Olive oil', group: 'oils-vinegar', athome: false },
  { food: 'salt', name: 'Salt', group: 'salt-spices', athome: false },
  { food: 'honey', name: 'Honey', group: 'baking', athome: false },
];

function answer(athome: readonly string[], staplesAnswered: string | null): PantryResponse {
  return {
    asOf: who.today,
    items: [],
    foods: [],
    spoiled: [],
    staples: STAPLES.map((staple) => ({ ...staple, athome: athome.includes(staple.food) })),
    staplesAnswered,
  };
}

const load = vi.fn<(input: StaplesScope) => Promise<PantryResponse>>();
const save = vi.fn<(input: SaveStaplesInput) => Promise<PantryResponse>>();
let actor: Actor<typeof staplesMachine> | null = null;

function startActor(): StaplesActorRef {
  actor = createActor(
    staplesMachine.provide({
      actors: {
        loadStaples: fromPromise<PantryResponse, StaplesScope>(({ input }) => load(input)),
        saveStaples: fromPromise<PantryResponse, SaveStaplesInput>(({ input }) => save(input)),
      },
    }),
    { input: who },
  ).start();
  return actor;
}

function renderChecklist(onSaved?: (answer: PantryResponse) => void) {
  const actor = startActor();
  renderWithProviders(<StaplesChecklist actorRef={actor} onSaved={onSaved} headingOrder={3} />);
  return screen.getByRole('region', { name: 'Staples at home' });
}

const ticked = (section: HTMLElement) =>
  within(section)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  load.mockReset().mockResolvedValue(answer(['salt'], null));
  save.mockReset().mockImplementation(async ({ have }) => answer(have, who.today));
});
afterEach(() => {
  actor?.stop();
  actor = null;
});

describe('StaplesChecklist', () => {
  it('loads the list, ticks all or none with its two buttons, saves and tells the host', async () => {
    const onSaved = vi.fn();
    const section = renderChecklist(onSaved);
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent('Staples at home');
    expect(await within(section).findByRole('checkbox', { name: 'Salt' })).toBeChecked();
    expect(load).toHaveBeenCalledWith(who);
    expect(
      within(section).getByText(
        'You have not told us which staples you have, so your plans buy every staple they use, whole.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'I have most of these' }));
    expect(ticked(section)).toEqual(['Olive oil', 'Salt', 'Honey']);
    await userEvent.click(
      within(section).getByRole('button', { name: "I'm starting from scratch" }),
    );
    expect(ticked(section)).toEqual([]);
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Honey' }));
    await userEvent.click(within(section).getByRole('button', { name: 'SAVE STAPLES' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer(['honey'], who.today)));
    expect(save).toHaveBeenCalledWith({ ...who, have: ['honey'] });
    expect(
      within(section).getByText(
        'You told us which staples you have on Nov 24: your plans use those and buy the others whole.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Saved. Weeks not over yet are priced with these staples.',
    );
  });

  it('says the list could not be loaded and loads it on Try again', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    const section = renderChecklist();
    expect(await within(section).findByText('The staples could not be loaded.')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('checkbox', { name: 'Olive oil' })).not.toBeChecked();
  });

  it("is not taken for a navigation by a page that performs its actor's view effects", async () => {
    function Page({ actorRef }: { actorRef: StaplesActorRef }) {
      useViewEffects(actorRef);
      return <StaplesChecklist actorRef={actorRef} />;
    }
    const staplesRef = startActor();
    const router = createMemoryRouter(
      [{ path: '/meal-plan', element: <Page actorRef={staplesRef} /> }],
      {
        initialEntries: ['/meal-plan'],
      },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const before = router.state.location.key;
    const section = screen.getByRole('region', { name: 'Staples at home' });
    await within(section).findByRole('checkbox', { name: 'Salt' });
    await userEvent.click(within(section).getByRole('button', { name: 'SAVE STAPLES' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(/^Saved\./));
    expect(router.state.location.pathname).toBe('/meal-plan');
    expect(router.state.location.key).toBe(before);
  });
});
