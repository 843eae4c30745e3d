/**
 * The words of a food phrase, made comparable: lower case, without accents, hyphens and
 * plurals ("Extra-Virgin", "tomatoes", "leaves" become "extra", "virgin", "tomato", "leaf"),
 * "dried" read as SR28's "dry". Matching a line to the catalogue and to SR28 goes through here,
 * so both sides of a comparison are spelled the same way.
 */
import { SR28_ABBREVIATIONS } from './sr28-words.ts';
import { IGNORABLE_WORDS, PREPARATION_WORDS } from './words.ts';

const KEEP_S = /(ss|us|ous)$/;
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  dried: 'dry',
};

/** "tomatoes" -> "tomato", "berries" -> "berry", "leaves" -> "leaf"; "hummus" stays. */
export function singularWord(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !KEEP_S.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case, accent-free, singular words of a phrase; hyphens and punctuation split words. */
export function foodTokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map(singularWord);
}

const IGNORABLE_TOKENS = new Set([...IGNORABLE_WORDS].flatMap(foodTokens));
const PREPARATION_TOKENS = new Set([...PREPARATION_WORDS].flatMap(foodTokens));

/** A word that says which food it is, not its size, state of preparation or packaging. */
export function isContent(token: string): boolean {
  return !IGNORABLE_TOKENS.has(token) && !PREPARATION_TOKENS.has(token) && !/^\d/.test(token);
}

/** The words of an SR28 short description with its abbreviations spelled out. */
export function titleTokens(title: string): string[] {
  const spelled = title
    .split(/([A-Z]+)/)
    .map((part) => SR28_ABBREVIATIONS[part] ?? part)
    .join('');
  return foodTokens(spelled);
}
