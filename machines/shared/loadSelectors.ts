/**
 * What a page's view reads of a machine that opens in `loadingState` (tagged 'loading') and
 * rests in a state named `failed` when its load failed: written once for those machines. The
 * views' ActorLoadState reads both; a machine's `*.selectors.ts` re-exports one its view reads
 * on its own.
 */

/** The page's data is being read. */
export const selectLoading = (s: { hasTag(tag: 'loading'): boolean }) => s.hasTag('loading');

/** The page's data could not be read: the view offers to try again. */
export const selectLoadFailed = (s: { matches(state: 'failed'): boolean }) => s.matches('failed');
