/**
 * The pantry's live feed: while the pantry is open, a change to the household's pantry or price
 * book made elsewhere (another phone marking items bought, correcting an amount, using one up)
 * makes the pantry read itself again through the pantry function, which computes what is at
 * home from those rows; so does every (re)subscription, which catches up on what was missed
 * while the connection was down.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { PantryEvent, PantryInput } from '../../../machines/pantry/pantry.types.ts';
import type { PantryResponse } from '../../../supabase/functions/_shared/schemas/pantry.ts';
import { oneReadAtATime, subscribeRows } from './rowFeed.ts';

export function pantryLiveLogic(load: (input: PantryInput) => Promise<PantryResponse>) {
  return fromCallback<EventObject, PantryInput>(({ input, sendBack }) => {
    const userId = input.userId;
    if (!userId) return undefined;
    let stopped = false;
    const reread = oneReadAtATime('Reading the pantry again', async () => {
      const answer = await load(input);
      if (!stopped) sendBack({ type: 'pantry.changed', answer } satisfies PantryEvent);
    });
    const unsubscribe = subscribeRows({
      name: 'pantry',
      userId,
      tables: [
        { table: 'pantry_items', onChange: reread },
        { table: 'price_book', onChange: reread },
      ],
      // Subscribed, first (a change may have come since the pantry was read) or again after
      // the connection dropped.
      onSubscribed: reread,
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  });
}
