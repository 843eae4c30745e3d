/**
 * The bounds of an own recipe that the app and the functions share: kept apart from the code
 * that reads lines and pages, so the app can check a form with them without loading that code.
 */

/** One ingredient line above this many grams is refused as absurd. */
export const MAX_LINE_GRAMS = 10_000;
/** Lines (ingredients or steps) read from one recipe. */
export const MAX_LINES = 200;
/** Characters of one text field (a line, a step) read from a recipe. */
export const MAX_TEXT = 2000;
/** Characters of a pasted recipe. */
export const MAX_PASTED_CHARS = 20_000;
