/**
 * Phase 2 of the program (optimise.ts) lowers the bill with the nutrition phase 1 reached held
 * fixed. The HEI is a ratio of sums, yet holding each of its 13 component scores at least where
 * phase 1 left them is linear in the servings x:
 * - an adequacy component with density d (per 1,000 kcal) keeps its score while
 *   amount(x) >= min(d, standard) x kcal(x) / 1000;
 * - a moderation component keeps its score while amount(x) <= max(d, standard) x kcal(x) / 1000
 *   (added sugars and saturated fat as shares of energy, the same way);
 * - fatty acids keep theirs while (MUFA + PUFA)(x) >= min(ratio, 2.5) x SFA(x).
 * So the cheaper week phase 2 finds scores at least as well on every component. The variety
 * rules are held as phase 1 reached them (a broken rule never gets worse): meals per main
 * protein food, and different dishes with a binary per recipe (u_r <= servings of r).
 */
import { HEI_STANDARDS, type HeiComponent } from './hei.ts';
import type { LinearModel } from './model.ts';
import type { Candidate } from './candidates.ts';
import { QUALITY_PARTS } from './quality.ts';
import type { QualityTerms } from './quality.ts';

/** Each HEI component's amount in one serving's quality vector `h` (quality.ts). */
function amountOf(component: HeiComponent, h: Float64Array): number {
  const g = (part: (typeof QUALITY_PARTS)[number]) => h[QUALITY_PARTS.indexOf(part)] as number;
  switch (component) {
    case 'fattyAcids':
      return g('unsaturatedFat');
    case 'sodium':
      return g('sodiumG');
    // As shares of energy: kcal / 10 over kcal / 1,000 is the percentage.
    case 'addedSugars':
      return g('addedSugarKcal') / 10;
    case 'saturatedFats':
      return (g('saturatedFat') * 9) / 10;
    default:
      return g(component);
  }
}

const KCAL = QUALITY_PARTS.indexOf('kcal');
const SAT = QUALITY_PARTS.indexOf('saturatedFat');

/** The value each component is scored on, for servings: density (or percent, or ratio). */
function valuesOf(candidates: readonly Candidate[], servings: readonly number[]) {
  let kcal = 0;
  let sat = 0;
  const sums = new Map<HeiComponent, number>();
  candidates.forEach((c, j) => {
    const n = servings[j] ?? 0;
    if (n === 0) return;
    kcal += n * (c.health[KCAL] as number);
    sat += n * (c.health[SAT] as number);
    for (const component of Object.keys(HEI_STANDARDS) as HeiComponent[])
      sums.set(component, (sums.get(component) ?? 0) + n * amountOf(component, c.health));
  });
  return { kcal, sat, sums };
}

/** Adds the rows that hold phase 1's HEI components and variety; returns the new columns'
 *  start values (the u_r binaries), in the order they were added. */
export function holdQuality(
  model: LinearModel,
  x: readonly number[],
  candidates: readonly Candidate[],
  servings: readonly number[],
  quality: QualityTerms,
): number[] {
  const { kcal, sat, sums } = valuesOf(candidates, servings);
  if (kcal > 0) {
    for (const component of Object.keys(HEI_STANDARDS) as HeiComponent[]) {
      const standard = HEI_STANDARDS[component];
      const amount = sums.get(component) ?? 0;
      const row = new Map<number, number>();
      if (component === 'fattyAcids') {
        if (sat <= 0) continue;
        const ratio = amount / sat;
        if (ratio <= standard.worst) continue;
        const hold = Math.min(ratio, standard.best) * (1 - 1e-6);
        candidates.forEach((c, j) => {
          row.set(x[j] as number, amountOf(component, c.health) - hold * (c.health[SAT] as number));
        });
        model.addRow(`hei_${component}`, 0, Infinity, row);
        continue;
      }
      const density = amount / (kcal / 1000);
      if (standard.kind === 'adequacy') {
        if (density <= 0) continue;
        const hold = Math.min(density, standard.best) * (1 - 1e-6);
        candidates.forEach((c, j) => {
          row.set(
            x[j] as number,
            amountOf(component, c.health) - (hold * (c.health[KCAL] as number)) / 1000,
          );
        });
        model.addRow(`hei_${component}`, 0, Infinity, row);
      } else {
        if (density >= standard.worst) continue;
        const hold = Math.max(density, standard.best) * (1 + 1e-6);
        candidates.forEach((c, j) => {
          row.set(
            x[j] as number,
            amountOf(component, c.health) - (hold * (c.health[KCAL] as number)) / 1000,
          );
        });
        model.addRow(`hei_${component}`, -Infinity, 0, row);
      }
    }
  }
  // The week's energy stays where phase 1 put it (a cheaper week must not be a lighter one).
  if (kcal > 0)
    model.addRow(
      'kcal_held',
      kcal * 0.99,
      Infinity,
      new Map(candidates.map((c, j) => [x[j] as number, c.health[KCAL] as number])),
    );
  // Meals per main protein food.
  const byProtein = new Map<string, number[]>();
  candidates.forEach((c, j) => {
    if (c.mainProtein === null) return;
    byProtein.set(c.mainProtein, [...(byProtein.get(c.mainProtein) ?? []), j]);
  });
  if (Number.isFinite(quality.maxPerProtein)) {
    for (const [food, js] of byProtein) {
      const reached = js.reduce((s, j) => s + (servings[j] ?? 0), 0);
      model.addRow(
        `protein_${food}`,
        -Infinity,
        Math.max(quality.maxPerProtein, reached),
        new Map(js.map((j) => [x[j] as number, 1])),
      );
    }
  }
  // Different dishes.
  const starts: number[] = [];
  if (quality.minDistinct > 0) {
    const byRecipe = new Map<string, number[]>();
    candidates.forEach((c, j) =>
      byRecipe.set(c.recipe.id, [...(byRecipe.get(c.recipe.id) ?? []), j]),
    );
    const used = new Map<number, number>();
    let reached = 0;
    for (const [id, js] of byRecipe) {
      const served = js.reduce((s, j) => s + (servings[j] ?? 0), 0);
      const u = model.addColumn({ name: `u_${id}`, cost: 0, lower: 0, upper: 1, integer: true });
      const row = new Map<number, number>(js.map((j) => [x[j] as number, -1]));
      row.set(u, 1);
      model.addRow(`used_${id}`, -Infinity, 0, row);
      used.set(u, 1);
      starts.push(served > 0 ? 1 : 0);
      if (served > 0) reached += 1;
    }
    model.addRow('distinct', Math.min(quality.minDistinct, reached), Infinity, used);
  }
  return starts;
}
