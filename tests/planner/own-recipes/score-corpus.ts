/**
 * Scores the ingredient-line corpus: how many lines get the right food and grams within 15 %,
 * and which do not. Shared by `npm run bench:recipes` and the corpus test, so both report the
 * same numbers.
 */
import { resolveIngredientLine } from '../../../supabase/functions/_shared/own-recipes/resolve-line.ts';
import type { CorpusLine } from './ingredient-lines.corpus.ts';

export const GRAMS_TOLERANCE = 0.15;
export const TARGET = 0.9;

export interface LineOutcome {
  expected: CorpusLine;
  food: string | null;
  grams: number | null;
  foodRight: boolean;
  gramsRight: boolean;
  note: string;
}

export interface CorpusScore {
  lines: number;
  foodRight: number;
  gramsRight: number;
  misses: LineOutcome[];
  msPerLine: number;
}

function gramsMatch(expected: number | null, actual: number | null): boolean {
  if (expected === null || actual === null) return expected === actual;
  return Math.abs(actual - expected) <= GRAMS_TOLERANCE * expected;
}

export function outcomeOf(expected: CorpusLine): LineOutcome {
  const resolved = resolveIngredientLine(expected.line);
  const food = 'food' in resolved ? resolved.food.id : null;
  const grams = resolved.status === 'matched' ? resolved.grams : null;
  const note =
    resolved.status === 'matched' ? resolved.conversion : `${resolved.status}: ${resolved.message}`;
  return {
    expected,
    food,
    grams,
    foodRight: food === expected.food,
    gramsRight: gramsMatch(expected.grams, grams),
    note,
  };
}

export function scoreCorpus(corpus: readonly CorpusLine[]): CorpusScore {
  const started = performance.now();
  const outcomes = corpus.map(outcomeOf);
  const msPerLine = (performance.now() - started) / Math.max(1, corpus.length);
  return {
    lines: corpus.length,
    foodRight: outcomes.filter((o) => o.foodRight).length,
    gramsRight: outcomes.filter((o) => o.gramsRight).length,
    misses: outcomes.filter((o) => !o.foodRight || !o.gramsRight),
    msPerLine,
  };
}
