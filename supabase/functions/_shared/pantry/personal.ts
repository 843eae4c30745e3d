/**
 * A person's copy of the catalogue: their price book's prices in place of the catalogue's and
 * their pantry at the week's start. The planner plans on it, and a stored week keeps what it was
 * planned on (`PersonalBasis`, weeklyPlan.personal), so every edit of the week prices it the same.
 */
import type { Price, Recipe } from '../catalogue/types.ts';
import type { OwnRecipe } from '../own-recipes/own-recipe.ts';
import { weekCost } from '../planner/cost.ts';
import { shortDateLabel } from '../rules/labels.ts';
import type { PlannerCatalogue, WeekCost } from '../planner/types.ts';
import { dollarsFromCents } from '../rules/money.ts';

/** What a week was planned on besides the catalogue: the person's pantry and prices. */
export interface PersonalBasis {
  /** Grams of each food at home at the week's start. */
  stock: Record<string, number>;
  /** The person's price of one catalogue package of each food, in local cents. */
  prices: Record<string, PaidPrice>;
  /** Foods of the stock that go off during the week: the day (1-6) from which they are gone. */
  spoils?: Record<string, number>;
  /** Staples the person said are at home (no amount): the week draws on them and buys none. */
  athome?: string[];
  /** The person's own recipes the week was planned with, as it copied them: edits plan with
   *  the same copies (../edge/ownRecipes.ts catalogueWithOwn adds them to the catalogue). */
  own?: OwnRecipe[];
}

export interface PaidPrice {
  cents: number;
  /** Receipts the price combines. */
  receipts: number;
  /** The latest of them, YYYY-MM-DD. */
  lastPaid: string;
}

export const NO_PERSONAL_BASIS: PersonalBasis = { stock: {}, prices: {} };

/** The sentence a shopping-list line shows for a price from the person's receipts. */
export function paidNote(paid: PaidPrice, packageLabel: string): string {
  const receipts =
    paid.receipts === 1
      ? 'from your receipt'
      : `combining your ${paid.receipts} receipts of the last 6 months, the latest weighing most`;
  return `Your price: ${dollarsFromCents(paid.cents)} for a ${packageLabel}, ${receipts} (last paid ${shortDateLabel(paid.lastPaid)}).`;
}

/**
 * The catalogue as this person plans on it. `factor` is the week's local price level: a paid
 * price is already local, so it enters as the national price that the level turns back into it.
 */
export function personalCatalogue(
  catalogue: PlannerCatalogue,
  factor: number,
  basis: PersonalBasis,
): PlannerCatalogue {
  const stockEntries = Object.entries(basis.stock).filter(
    ([food, grams]) => grams > 0 && catalogue.foods.has(food),
  );
  const paid = Object.entries(basis.prices).filter(([food]) => catalogue.prices.has(food));
  const athome = (basis.athome ?? []).filter((food) => catalogue.foods.get(food)?.pantry);
  if (stockEntries.length === 0 && paid.length === 0 && athome.length === 0) return catalogue;
  let prices = catalogue.prices;
  if (paid.length > 0) {
    const own = new Map<string, Price>(catalogue.prices);
    for (const [food, price] of paid) {
      const base = catalogue.prices.get(food) as Price;
      own.set(food, {
        ...base,
        price: price.cents / 100 / factor,
        source: {
          kind: 'paid',
          month: price.lastPaid.slice(0, 7),
          note: paidNote(price, base.packageLabel),
          receipts: price.receipts,
          lastPaid: price.lastPaid,
        },
      });
    }
    prices = own;
  }
  const spoils = Object.entries(basis.spoils ?? {}).filter(([food]) => food in basis.stock);
  return {
    ...catalogue,
    prices,
    ...(stockEntries.length > 0 ? { stock: new Map(stockEntries) } : {}),
    ...(spoils.length > 0 ? { stockSpoils: new Map(spoils) } : {}),
    ...(athome.length > 0 ? { atHome: new Set(athome) } : {}),
  };
}

/** The basis a priced catalogue was made from, for the stored week. */
export function basisOf(catalogue: PlannerCatalogue, factor: number): PersonalBasis {
  const stock: Record<string, number> = {};
  for (const [food, grams] of catalogue.stock ?? []) stock[food] = Math.round(grams * 10) / 10;
  const prices: Record<string, PaidPrice> = {};
  for (const [food, price] of catalogue.prices) {
    if (price.source.kind !== 'paid') continue;
    prices[food] = {
      cents: Math.round(price.price * factor * 100),
      receipts: price.source.receipts,
      lastPaid: price.source.lastPaid,
    };
  }
  const spoils: Record<string, number> = {};
  for (const [food, day] of catalogue.stockSpoils ?? []) spoils[food] = day;
  const athome = [...(catalogue.atHome ?? [])].sort();
  const own = [...(catalogue.own?.values() ?? [])].map((entry) => entry.copy);
  return {
    stock,
    prices,
    ...(Object.keys(spoils).length > 0 ? { spoils } : {}),
    ...(athome.length > 0 ? { athome } : {}),
    ...(own.length > 0 ? { own } : {}),
  };
}

/** 'an item' or '3 items'. */
const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/**
 * What the week owes to the person's pantry and receipts, computed from the bill each time the
 * week is presented: the stored basis, and the line of "How this plan was made" ('From your
 * pantry: 3 items, worth $4.10 at this week's prices. 2 items are priced from your own
 * receipts.'). Null when the week uses neither.
 */
export function personalSummary(
  recipes: readonly Recipe[],
  cost: WeekCost,
  catalogue: PlannerCatalogue,
  factor: number,
): { basis: PersonalBasis; line?: string } | null {
  const basis = basisOf(catalogue, factor);
  const fromPantry = cost.lines.filter((line) => !line.atHome && line.fromPantryGrams > 0.5);
  const atHome = cost.lines.filter((line) => line.atHome);
  const paid = cost.lines.filter((line) => catalogue.prices.get(line.food)?.source.kind === 'paid');
  if (
    Object.keys(basis.stock).length === 0 &&
    Object.keys(basis.prices).length === 0 &&
    (basis.athome ?? []).length === 0 &&
    fromPantry.length === 0
  )
    // Own recipes alone: the week keeps their copies, and has nothing to say of a pantry.
    return (basis.own ?? []).length > 0 ? { basis } : null;
  const parts: string[] = [];
  if (fromPantry.length > 0) {
    const { stock: _, ...bare } = catalogue;
    const saved = weekCost(recipes, bare, factor).totalCents - cost.totalCents;
    parts.push(
      `From your pantry: ${items(fromPantry.length)}, worth ${dollarsFromCents(saved)} at this week's prices (already paid for, so not in this week's bill).`,
    );
  } else parts.push('Nothing this week comes from your pantry.');
  if (atHome.length > 0)
    parts.push(
      `${atHome.length === 1 ? '1 staple comes' : `${atHome.length} staples come`} from what you said you have at home, so ${atHome.length === 1 ? 'it is' : 'they are'} not bought.`,
    );
  parts.push(
    paid.length > 0
      ? `${paid.length === 1 ? '1 item is' : `${paid.length} items are`} priced from your own receipts.`
      : 'No item is priced from your own receipts yet.',
  );
  return { basis, line: parts.join(' ') };
}
