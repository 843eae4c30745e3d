/**
 * npm run bench:recipes: reads every line of the ingredient-line corpus
 * (tests/planner/own-recipes/ingredient-lines.corpus.ts) as an own recipe would, and prints how
 * many get the right food and grams within 15 % (target: at least 90 % each), the misses, and
 * the time per line.
 */
import { CORPUS } from '../tests/planner/own-recipes/ingredient-lines.corpus.ts';
import { GRAMS_TOLERANCE, TARGET, scoreCorpus } from '../tests/planner/own-recipes/score-corpus.ts';

function percent(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1)} %`;
}

function grams(value: number | null): string {
  return value === null ? 'none' : `${Math.round(value * 10) / 10} g`;
}

function main(): void {
  // The first line loads the SR28 table; time it apart from the steady per-line cost.
  const warmStart = performance.now();
  scoreCorpus(CORPUS.slice(0, 1));
  const warmMs = performance.now() - warmStart;
  const score = scoreCorpus(CORPUS);
  const foodShare = score.foodRight / score.lines;
  const gramsShare = score.gramsRight / score.lines;
  console.log(`Ingredient lines: ${score.lines}`);
  console.log(
    `Right food:                 ${score.foodRight} (${percent(score.foodRight, score.lines)})`,
  );
  console.log(
    `Grams within ${GRAMS_TOLERANCE * 100} %:        ${score.gramsRight} (${percent(score.gramsRight, score.lines)})`,
  );
  console.log(
    `Time per line: ${score.msPerLine.toFixed(2)} ms (first line, loading SR28: ${warmMs.toFixed(0)} ms)`,
  );
  console.log(`\nMisses (${score.misses.length}):`);
  for (const miss of score.misses) {
    const wrong = [
      miss.foodRight
        ? ''
        : `food ${miss.food ?? 'none'} (expected ${miss.expected.food ?? 'none'})`,
      miss.gramsRight ? '' : `grams ${grams(miss.grams)} (expected ${grams(miss.expected.grams)})`,
    ]
      .filter(Boolean)
      .join('; ');
    console.log(`  "${miss.expected.line}": ${wrong}\n      ${miss.note}`);
  }
  const met = foodShare >= TARGET && gramsShare >= TARGET;
  console.log(
    `\nVerdict: target (at least ${TARGET * 100} % right food and ${TARGET * 100} % grams within ${GRAMS_TOLERANCE * 100} %) ${met ? 'met' : 'NOT met'}`,
  );
  if (!met) process.exitCode = 1;
}

main();
