/**
 * The day plan's words for what comes with a dish and for the kitchen's schedule (the meal's
 * `sides` and `kitchen` in the plan response): the sides on the card and in its details, the
 * frozen portions to move to the refrigerator the evening before, a bulk-prep meal eaten from
 * the dish cooked earlier in the week, and the evening's task for tomorrow's meals.
 */

/**
 * First words of a side's name that keep their capital inside a sentence ('Greek yogurt'): the
 * rest start lower case after 'With:' ('a banana', 'grapes').
 */
const PROPER_WORDS = new Set([
  'Greek',
  'Icelandic',
  'Italian',
  'French',
  'English',
  'Swiss',
  'Mexican',
  'Spanish',
  'Thai',
  'Indian',
  'Japanese',
  'Chinese',
  'Korean',
  'Mediterranean',
]);

/** 'A banana' → 'a banana'; 'Greek yogurt' stays. */
export function inSentence(name: string): string {
  const first = name.split(' ')[0] ?? '';
  if (PROPER_WORDS.has(first) || name.length === 0) return name;
  // An abbreviation keeps its capitals ('BBQ chips').
  if (first.length > 1 && first === first.toUpperCase()) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** 'Chicken thighs, boneless skinless, 1 thigh (150 g)'. */
export function thawItem(item: { name: string; amount: string }): string {
  return `${item.name}, ${item.amount}`;
}

export const dayKitchenTexts = {
  /** 'With: a banana · a glass of soy milk'. */
  sidesLine: (names: readonly string[]) => `With: ${names.map(inSentence).join(' · ')}`,
  sidesTitle: 'Sides',
  sideItem: (name: string, amount: string) => `${name}: ${amount}`,
  sidesNote:
    "The meal's nutrition and cost include its sides; the ingredients and steps are the dish's own.",
  /** The card's badge for a meal that uses something frozen. */
  thawBadge: 'Thaw the evening before',
  /** 'Move to the refrigerator the evening before: Chicken thighs, boneless skinless, 1 thigh (150 g)'. */
  thaw: (items: readonly string[]) =>
    `Move to the refrigerator the evening before: ${items.join('; ')}`,
  leftoverFridge: (cookedOn: string) => `Cooked on ${cookedOn}; kept in the refrigerator`,
  leftoverFrozen: (cookedOn: string) =>
    `Cooked on ${cookedOn} and frozen in portions: move to the refrigerator the evening before`,
  storageTitle: 'Storage',
  /** The day page's reminder, on the day before the meals that need it. */
  eveningTitle: 'This evening',
  eveningIntro: (tomorrow: string) =>
    `Move to the refrigerator this evening for tomorrow, ${tomorrow}:`,
  eveningThaw: (meal: string, items: readonly string[]) => `${meal}: ${items.join('; ')}`,
  eveningLeftover: (meal: string, cookedOn: string) =>
    `${meal}: its frozen portion, cooked on ${cookedOn}`,
} as const;
