/**
 * One ingredient line from text to food and grams: read it, match its food words, weigh it.
 * Nothing is dropped: a heading, an empty line, a refused amount, a line naming no known food
 * and a line with a food but no amount ("salt to taste") each come back with their status and a
 * message, so the recipe can show the line and say that it is left out of nutrition and cost.
 */
import { gramsOfLine } from './grams.ts';
import { readIngredientLine, type IngredientLine } from './ingredient-line.ts';
import { MATCH_THRESHOLD, matchFood, type FoodCandidate } from './match-food.ts';

export type ResolvedLine =
  | {
      status: 'matched';
      text: string;
      line: IngredientLine;
      food: FoodCandidate;
      alternatives: FoodCandidate[];
      grams: number;
      conversion: string;
      estimated: boolean;
    }
  | {
      /** The food is known but the line gives no amount that can be weighed. */
      status: 'unweighed';
      text: string;
      line: IngredientLine;
      food: FoodCandidate;
      alternatives: FoodCandidate[];
      message: string;
    }
  | {
      status: 'unmatched';
      text: string;
      line: IngredientLine;
      /** Foods it may be, best first, for the person to pick from. */
      alternatives: FoodCandidate[];
      message: string;
    }
  | { status: 'heading' | 'empty' | 'refused'; text: string; message: string };

/** Two different foods that explain the line equally well ("salt and pepper"): the line names
 *  more than one food, and the person says which (or splits the line). */
function ambiguous(line: IngredientLine, best: FoodCandidate): boolean {
  const parts = line.phrase.split(/\s+(?:and|or|&)\s+/);
  if (parts.length < 2 || best.score >= 1) return false;
  const named = new Set<string>();
  for (const part of parts) {
    const id = matchFood(part, { unit: line.unit })[0]?.id;
    if (id !== undefined) named.add(id);
  }
  return named.size > 1 && named.has(best.id);
}

/** Weighs a read line for its food; a line whose amount is absurd is refused. */
function weighed(
  text: string,
  line: IngredientLine,
  food: FoodCandidate,
  alternatives: FoodCandidate[],
): ResolvedLine {
  const grams = gramsOfLine(line, food.ndb, food.name);
  if (grams.grams === null) {
    if (/more than one recipe line/.test(grams.reason)) {
      return { status: 'refused', text, message: grams.reason };
    }
    return { status: 'unweighed', text, line, food, alternatives, message: grams.reason };
  }
  return { status: 'matched', text, line, food, alternatives, ...grams };
}

/**
 * Reads, matches and weighs one ingredient line. With `picked` (the food the person chose) the
 * line is weighed for that food, the matches offered as its alternatives.
 */
export function resolveIngredientLine(text: string, picked?: FoodCandidate): ResolvedLine {
  const line = readIngredientLine(text);
  if (line.kind !== 'ingredient') return { status: line.kind, text, message: line.message };
  const candidates = matchFood(line.phrase || line.food, { unit: line.unit });
  if (picked) {
    const others = candidates.filter((candidate) => candidate.ndb !== picked.ndb);
    return weighed(text, line, picked, others);
  }
  const [best, ...others] = candidates;
  if (!best || best.score < MATCH_THRESHOLD || ambiguous(line, best)) {
    const what = line.food || line.phrase;
    const message =
      best && best.score >= MATCH_THRESHOLD
        ? `"${what}" may be more than one food; pick one. Until then the line is left out of nutrition and cost.`
        : `No food found for "${what}"; pick one by search. Until then the line is left out of nutrition and cost.`;
    return { status: 'unmatched', text, line, alternatives: candidates, message };
  }
  return weighed(text, line, best, others);
}
