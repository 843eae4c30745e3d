/**
 * Names in the order people expect in a list, without the browser's collation: creating the
 * first `Intl.Collator` (or calling `localeCompare`) loads the locale's collation data, 20-25 ms
 * on a laptop and four times that on a phone, as the shopping list first renders. The order is
 * English dictionary order for the names the catalogue and people write: case and accents do
 * not count ('apple' before 'Banana', 'Éclair' beside 'eclair'), and numbers compare by value
 * ('Item 2' before 'Item 10'). Equal names compare 0, so a stable sort keeps their order.
 */

const NOT_ASCII = /[^\u0020-\u007e]/;

/** The name folded for comparing: lower case, accents dropped (only other-than-ASCII names pay). */
function fold(name: string): string {
  const lower = name.toLowerCase();
  return !NOT_ASCII.test(lower) ? lower : lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Text and digit runs in turn: 'item 10b' -> ['item ', '10', 'b']; odd places hold digits. */
const DIGIT_RUNS = /(\d+)/;

export function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  const left = fold(a).split(DIGIT_RUNS);
  const right = fold(b).split(DIGIT_RUNS);
  const shared = Math.min(left.length, right.length);
  for (let i = 0; i < shared; i += 1) {
    const x = left[i] ?? '';
    const y = right[i] ?? '';
    if (x === y) continue;
    if (i % 2 === 1) {
      const difference = Number(x) - Number(y);
      if (difference !== 0) return difference < 0 ? -1 : 1;
      continue;
    }
    // One text run a prefix of the other: the shorter comes first ('pea' before 'peach').
    return x < y ? -1 : 1;
  }
  return Math.sign(left.length - right.length);
}

/**
 * A number with its thousands grouped as in English, '2,000' for 2000, as
 * `toLocaleString('en-US')` writes it (up to three decimals), without creating a number format:
 * the first one loads the locale's data as a plan page renders.
 */
export function groupThousands(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', decimals] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}
