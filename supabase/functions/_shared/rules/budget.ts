/**
 * The weekly budget as a number of dollars (spec sections 3 and 9): the stored choice is text
 * ('$100', or 'Custom Amount' with the amount in custom_budget). One reading for the app and
 * the functions.
 */
export const CUSTOM_BUDGET = 'Custom Amount';

/** The plan page's and the planner's budget when none is stored (spec section 9). */
export const DEFAULT_PLAN_BUDGET = 100;
/** The budget tracker's default weekly budget (spec section 9). */
export const DEFAULT_TRACKER_BUDGET = 150;

/** '87.50', '$87.50', '.5' -> the amount; anything else -> null. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  const parsed = Number.parseFloat(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * The weekly budget in dollars: the custom amount when 'Custom Amount' is chosen and a positive
 * custom value exists, otherwise the preset with its dollar sign stripped; null when neither
 * gives a positive amount.
 */
export function storedWeeklyBudget(
  weeklyBudget: string | null | undefined,
  customBudget: string | number | null | undefined,
): number | null {
  const custom =
    typeof customBudget === 'number'
      ? Number.isFinite(customBudget)
        ? customBudget
        : null
      : parseDecimal(customBudget ?? '');
  if (weeklyBudget === null || weeklyBudget === undefined || weeklyBudget.trim() === '') {
    return custom !== null && custom > 0 ? custom : null;
  }
  if (/^custom/i.test(weeklyBudget.trim())) return custom !== null && custom > 0 ? custom : null;
  const preset = parseDecimal(weeklyBudget);
  return preset !== null && preset > 0 ? preset : null;
}

/** storedWeeklyBudget, or `fallback` when nothing usable is stored. */
export function weeklyBudgetAmount(
  weeklyBudget: string | null | undefined,
  customBudget: string | number | null | undefined,
  fallback: number,
): number {
  return storedWeeklyBudget(weeklyBudget, customBudget) ?? fallback;
}
