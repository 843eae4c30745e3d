/**
 * What the prices rest on, in words and numbers the app can show: the reference month and the
 * agencies behind the catalogue ('US average prices, April 2025, from BLS and USDA ERS, adjusted
 * for Georgia'), where each food's price comes from, and how much of a bill rests on estimates.
 * Every figure here is computed from the generated price table, never typed.
 */
import { PRICES, REFERENCE_MONTH, pricesByFood } from './prices.ts';
import { GOODS_PARITY_YEAR } from './price-levels.generated.ts';
import { stateName, type RegionalFactor } from './regions.ts';
import { LONG_MONTHS as MONTHS } from '../rules/labels.ts';
import type { IndexBridge, OfficialFigure, Price, PriceSource } from './types.ts';

export type PriceAgency = 'BLS' | 'USDA ERS';

/** '2025-04' as 'April 2025'. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new Error(`not a month: ${month}`);
  return `${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

function periodLabel(period: string): string {
  return /^\d{4}(-\d{4})?$/.test(period) ? `its ${period} average` : monthLabel(period);
}

function agencyOf(source: PriceSource): PriceAgency | null {
  switch (source.kind) {
    case 'BLS':
      return 'BLS';
    case 'ERS':
    case 'PPNAP':
      return 'USDA ERS';
    case 'estimate':
    case 'paid':
      return null;
  }
}

/** 'Soybean curd (Includes stir fried; ...)' as 'Soybean curd': ERS's description without the
 *  list of what the code includes. */
function ppNapFood(description: string): string {
  return description.replace(/\s*\(Includes [^)]*\)\s*$/, '');
}

function figureLabel(figure: OfficialFigure): string {
  switch (figure.kind) {
    case 'BLS':
      return `the BLS average price of ${figure.item} (${figure.series})`;
    case 'ERS':
      return `the USDA ERS ${figure.year} price of ${figure.item}, ${figure.form.toLowerCase()}`;
    case 'PPNAP':
      return `the USDA ERS Purchase to Plate ${figure.years} price of ${ppNapFood(figure.description)} (FNDDS ${figure.foodCode})`;
  }
}

function bridgeLabel(bridge: IndexBridge): string {
  return `brought from ${periodLabel(bridge.from)} to ${monthLabel(bridge.to)} by the ${bridge.title} (${bridge.series}, x${bridge.ratio.toFixed(3)})`;
}

/** One sentence naming where a package price comes from, for a shopping-list line. */
export function describePriceSource(source: PriceSource): string {
  switch (source.kind) {
    case 'BLS':
      return `BLS average price, ${monthLabel(source.month)}: ${source.item} (${source.series}).`;
    case 'ERS':
      return `USDA ERS Fruit and Vegetable Prices ${source.year}: ${source.item}, ${source.form.toLowerCase()}, ${bridgeLabel(source.bridge)}.`;
    case 'PPNAP':
      return `USDA ERS Purchase to Plate National Average Prices ${source.years}: ${ppNapFood(source.description)} (FNDDS food code ${source.foodCode}), ${bridgeLabel(source.bridge)}.`;
    case 'estimate': {
      // Neither anchored nor typed: an estimate made by the rule its note states.
      if (!source.anchor && !source.bridge) return `Estimate: ${source.note}.`;
      const how = source.anchor
        ? `${Math.round(source.anchor.factor * 100)} % of ${figureLabel(source.anchor.figure)}`
        : 'a typed shelf price';
      const bridge = source.bridge ? `, ${bridgeLabel(source.bridge)}` : '';
      return `Estimate: ${how}${bridge}; ${source.note}.`;
    }
    case 'paid':
      return source.note;
  }
}

/** Where one food's price comes from, as the shopping list can show it. */
export interface FoodPriceSource {
  food: string;
  kind: PriceSource['kind'];
  /** The agency whose figure prices the food, or null for an estimate. */
  agency: PriceAgency | null;
  /** Month the price applies to, 'YYYY-MM'. */
  month: string;
  estimate: boolean;
  /** The full source, for a detail view: series, ERS item and form or food code, anchor,
   *  bridge, note. */
  source: PriceSource;
  /** describePriceSource(source). */
  description: string;
}

export function foodPriceSource(food: string): FoodPriceSource {
  const price = pricesByFood.get(food);
  if (!price) throw new Error(`no price for food ${food}`);
  return {
    food,
    kind: price.source.kind,
    agency: agencyOf(price.source),
    month: price.source.month,
    estimate: price.source.kind === 'estimate',
    source: price.source,
    description: describePriceSource(price.source),
  };
}

function agenciesOf(prices: readonly Price[]): PriceAgency[] {
  const found = new Set(prices.map((price) => agencyOf(price.source)));
  return (['BLS', 'USDA ERS'] as const).filter((agency) => found.has(agency));
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The basis of the prices a plan is costed at. */
export interface PriceBasis {
  /** 'YYYY-MM' of every price in the catalogue. */
  referenceMonth: string;
  /** 'April 2025'. */
  referenceMonthLabel: string;
  agencies: PriceAgency[];
  /** The state the prices are adjusted for, or null when the zip code gave none. */
  region: { state: string; name: string; factor: number; goodsParityYear: number } | null;
  /** 'US average prices, April 2025, from BLS and USDA ERS, adjusted for Georgia'. */
  sentence: string;
}

export function priceBasis(region: RegionalFactor): PriceBasis {
  const name = region.state && region.flag === undefined ? stateName(region.state) : undefined;
  const agencies = agenciesOf(PRICES);
  const referenceMonthLabel = monthLabel(REFERENCE_MONTH);
  const adjusted = name ? `, adjusted for ${name}` : '';
  return {
    referenceMonth: REFERENCE_MONTH,
    referenceMonthLabel,
    agencies,
    region:
      name && region.state
        ? {
            state: region.state,
            name,
            factor: region.factor,
            goodsParityYear: GOODS_PARITY_YEAR,
          }
        : null,
    sentence: `US average prices, ${referenceMonthLabel}, from ${joinWords(agencies)}${adjusted}`,
  };
}

/** How much of a bill rests on estimated prices. */
export interface EstimatedShare {
  totalCents: number;
  estimatedCents: number;
  /** estimatedCents / totalCents, 0 for an empty bill. */
  share: number;
}

/** The estimated share of a bill: the cost of its lines whose food is priced by an estimate
 *  over the cost of all its lines. Lines are purchase lines (food and cost in cents). */
export function estimatedShare(
  lines: readonly { food: string; costCents: number }[],
  priceOf: (food: string) => Price | undefined = (food) => pricesByFood.get(food),
): EstimatedShare {
  let totalCents = 0;
  let estimatedCents = 0;
  for (const line of lines) {
    const price = priceOf(line.food);
    if (!price) throw new Error(`no price for food ${line.food}`);
    totalCents += line.costCents;
    if (price.source.kind === 'estimate') estimatedCents += line.costCents;
  }
  return { totalCents, estimatedCents, share: totalCents > 0 ? estimatedCents / totalCents : 0 };
}

/** 'Estimated prices make up 12 % of this list.' for a share from estimatedShare. */
export function describeEstimatedShare(share: EstimatedShare): string {
  return `Estimated prices make up ${Math.round(share.share * 100)} % of this list.`;
}

/** How many of the catalogue's priced foods rest on estimates. */
export function estimatedFoodShare(prices: readonly Price[] = PRICES): {
  estimated: number;
  total: number;
  share: number;
} {
  const estimated = prices.filter((price) => price.source.kind === 'estimate').length;
  return {
    estimated,
    total: prices.length,
    share: prices.length > 0 ? estimated / prices.length : 0,
  };
}
