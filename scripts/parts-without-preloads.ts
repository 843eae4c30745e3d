/**
 * The lazily loaded parts no one waits for as a page loads, by module name; the build gives
 * them no module-preload links, and the browser fetches their imports as it finds them. The
 * preload helper appends a link per chunk a part imports (a dozen or two), 20-40 ms of main
 * thread in one task just as the page renders or goes quiet, to save a round trip or two on
 * code that is not needed yet:
 * - the plan screens' parts that load once the page has settled
 *   (src/components/plan/deferredPart.ts): a meal's details, the dialogs;
 * - the shell's account menu (its button works before it arrives, AccountControl.tsx) and
 *   the toasts' container (nothing to show until something happens).
 * tests/web/partsWithoutPreloads.test.ts keeps the list true to src/.
 */
export const PARTS_WITHOUT_PRELOADS = [
  'DayMealDetails',
  'RegenerateDialog',
  'ShoppingListDialogs',
  'AccountMenu',
  'ToastContainer',
];

/** Is this output file (assets/ShoppingListDialogs-AbC123.js) the chunk of one of them? */
export function isPartWithoutPreloads(fileName: string): boolean {
  const base = fileName.split('/').pop() ?? '';
  return PARTS_WITHOUT_PRELOADS.some((name) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(base));
}
