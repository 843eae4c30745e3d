import { describe, expect, it } from 'vitest';
import { CORPUS } from './ingredient-lines.corpus.ts';
import { GRAMS_TOLERANCE, TARGET, scoreCorpus } from './score-corpus.ts';

describe('ingredient-line corpus', () => {
  it('holds at least 300 distinct lines', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(CORPUS.map((entry) => entry.line)).size).toBe(CORPUS.length);
  });

  it(`gets at least ${TARGET * 100} % of foods right and of grams within ${GRAMS_TOLERANCE * 100} %`, () => {
    const score = scoreCorpus(CORPUS);
    const misses = score.misses.map((miss) => miss.expected.line);
    expect(score.foodRight / score.lines, misses.join('\n')).toBeGreaterThanOrEqual(TARGET);
    expect(score.gramsRight / score.lines, misses.join('\n')).toBeGreaterThanOrEqual(TARGET);
  });
});
