/**
 * How many days a food bought for the week keeps at home (in the refrigerator when it is sold
 * chilled, in the cupboard when it is sold dry or canned, in the freezer when frozen), so the
 * pantry lets what has gone off age out instead of planning meals on it.
 *
 * Every figure here is an estimate: no official table of shelf lives ships with the catalogue.
 * They are the project's own round numbers, chosen at the short end of common home-storage
 * guidance (raw poultry, meat and fish a couple of days in the refrigerator, milk a week, eggs a
 * month, dry goods and canned food a year), so the pantry rather forgets a food that is still
 * good than plans a meal on one that is not. `shelfLifeOf` says so with each figure.
 */
import type { Food } from './types.ts';

/** The days each kind of food keeps, by the first rule that matches. */
interface Rule {
  days: number;
  why: string;
  match: (food: Food) => boolean;
}

const keys = (...list: string[]) => {
  const set = new Set(list);
  return (food: Food) => set.has(food.key);
};

const RULES: readonly Rule[] = [
  { days: 365, why: 'staples (oil, spices, sauces) keep for months', match: (f) => f.pantry },
  { days: 180, why: 'frozen food', match: (f) => f.section === 'frozen' },
  {
    days: 365,
    why: 'dry, canned and jarred food in the cupboard',
    match: (f) => f.section === 'pantry',
  },
  {
    days: 7,
    why: 'cured meats and smoked fish, refrigerated',
    match: keys('bacon', 'ham', 'turkey_deli', 'chorizo', 'smoked_salmon'),
  },
  {
    days: 2,
    why: 'raw poultry, meat and fish, refrigerated',
    match: (f) => f.section === 'meat-fish',
  },
  { days: 28, why: 'eggs in their carton, refrigerated', match: (f) => f.group === 'egg' },
  {
    days: 28,
    why: 'hard cheese and butter, refrigerated',
    match: keys('cheddar', 'parmesan', 'monterey_jack', 'butter'),
  },
  { days: 7, why: 'milk, cream and fresh cheese, refrigerated', match: (f) => f.group === 'dairy' },
  { days: 7, why: 'plant milks, refrigerated', match: keys('soy_milk', 'almond_milk') },
  {
    days: 30,
    why: 'roots, bulbs, hard squash, cabbages and hard fruit',
    match: keys(
      'potato',
      'sweet_potato',
      'onion',
      'carrot',
      'cabbage',
      'red_cabbage',
      'butternut_squash',
      'ginger',
      'apple',
      'orange',
      'kimchi',
    ),
  },
  {
    days: 4,
    why: 'leafy greens, herbs, berries and ripe soft fruit',
    match: keys(
      'spinach',
      'kale',
      'romaine',
      'bean_sprouts',
      'cilantro',
      'parsley',
      'basil',
      'blueberries',
      'strawberries',
      'raspberries',
      'banana',
      'avocado',
      'mushrooms',
      'shiitake',
    ),
  },
  { days: 7, why: 'fresh vegetables and fruit', match: (f) => f.section === 'produce' },
  { days: 7, why: 'bread and tortillas', match: (f) => f.section === 'bakery' },
  { days: 30, why: 'condiments, refrigerated once opened', match: () => true },
];

export interface ShelfLife {
  days: number;
  /** 'Estimate: raw poultry, meat and fish, refrigerated, 2 days.' */
  source: string;
}

/** How long the food keeps at home, and where that figure comes from (always an estimate). */
export function shelfLifeOf(food: Food): ShelfLife {
  const rule = RULES.find((r) => r.match(food)) as Rule;
  const span = rule.days === 1 ? '1 day' : `${rule.days} days`;
  const why = rule.why.charAt(0).toUpperCase() + rule.why.slice(1);
  return { days: rule.days, source: `Estimate: ${why}, ${span}.` };
}
