/**
 * The shape of a corpus line and the units its grams are worked out in (see
 * ingredient-lines.corpus.ts for the conventions).
 */
export interface CorpusLine {
  line: string;
  food: string | null;
  grams: number | null;
}

export const OZ = 28.35;
export const LB = 453.6;
export const CUP_ML = 236.6;

export function l(line: string, food: string | null, grams: number | null): CorpusLine {
  return { line, food, grams };
}
