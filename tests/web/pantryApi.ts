/**
 * The pantry and staples actors the /pantry tests answer by hand: `api` holds one mock per call,
 * and the two modules below replace src/services/live/pantryActors.ts and staplesActors.ts
 * (`vi.mock(path, () => import('./pantryApi.ts').then((m) => m.pantryActorsModule))`).
 */
import { fromPromise } from 'xstate';
import { vi } from 'vitest';
import type { PantryResponse } from '../../supabase/functions/_shared/schemas/pantry.ts';
import type { PantryInput, SaveEditInput } from '../../machines/pantry/pantry.types.ts';
import type { SaveStaplesInput, StaplesScope } from '../../machines/staples/staples.types.ts';

export const api = {
  loadPantry: vi.fn<(input: PantryInput) => Promise<PantryResponse>>(),
  saveEdit: vi.fn<(input: SaveEditInput) => Promise<PantryResponse>>(),
  loadStaples: vi.fn<(input: StaplesScope) => Promise<PantryResponse>>(),
  saveStaples: vi.fn<(input: SaveStaplesInput) => Promise<PantryResponse>>(),
};

export const pantryActorsModule = {
  livePantryActors: {
    loadPantry: fromPromise<PantryResponse, PantryInput>(({ input }) => api.loadPantry(input)),
    saveEdit: fromPromise<PantryResponse, SaveEditInput>(({ input }) => api.saveEdit(input)),
  },
};

export const staplesActorsModule = {
  liveStaplesActors: {
    loadStaples: fromPromise<PantryResponse, StaplesScope>(({ input }) => api.loadStaples(input)),
    saveStaples: fromPromise<PantryResponse, SaveStaplesInput>(({ input }) =>
      api.saveStaples(input),
    ),
  },
};
