/**
 * The shopping list of a week: one line per food to buy, what to put in the basket (whole
 * packages, staples too; a staple at home is not on it) and what comes from the person's pantry instead, with the meals
 * that use it, its store section and where its price comes from. The lines' prices add up to the
 * week's till.
 */
import { describePriceSource } from '../catalogue/basis.ts';
import type { Recipe } from '../catalogue/types.ts';
import type { StoreSection } from '../catalogue/sections.ts';
import type { ShoppingItem } from '../schemas/meal-plan.ts';
import type { PlacedMeal } from './present.ts';
import type { PlannerCatalogue, PurchaseLine, WeekCost } from './types.ts';
import { frozenOnCards } from './kitchen.ts';
import type { KitchenWeek } from './kitchen.ts';
import { addDays } from '../rules/week.ts';

/** What to put in the basket, and what comes from the person's pantry instead. */
function shoppingAmount(line: PurchaseLine): string {
  if (line.atHome) return `${Math.round(line.gramsUsed)} g from what you have at home`;
  const home = Math.round(line.fromPantryGrams);
  const fromHome = home > 0 ? `${home} g from your pantry` : '';
  const bought = line.packages > 0 ? `${line.packages} x ${line.packageLabel}` : '';
  return [bought, fromHome].filter((part) => part !== '').join(' + ');
}

/** The store section the food is shopped in (catalogue/sections.ts), for the grouped list. */
function sectionOf(food: string, catalogue: PlannerCatalogue): { section?: StoreSection } {
  const section = catalogue.foods.get(food)?.section;
  return section ? { section } : {};
}

/** Where a shopping-list line's price comes from, and whether it is an estimate. */
function priceSourceOf(
  food: string,
  catalogue: PlannerCatalogue,
): { priceSource?: string; estimated?: boolean } {
  const source = catalogue.prices.get(food)?.source;
  return source
    ? { priceSource: describePriceSource(source), estimated: source.kind === 'estimate' }
    : {};
}

/** What the kitchen's schedule says of a food's line: what to freeze, what is bought later. */
function kitchenOf(
  food: string,
  placed: readonly PlacedMeal[],
  kitchen: KitchenWeek,
  weekStart: string,
): Pick<ShoppingItem, 'freeze' | 'topUps'> {
  const freeze = kitchen.freezes.get(food);
  const topUps = kitchen.topUps.get(food) ?? [];
  return {
    ...(freeze && freeze.grams >= 0.5
      ? {
          freeze: {
            grams: frozenOnCards(kitchen, food),
            meals: freeze.meals.map((i) => placed[i]?.id ?? '').filter((id) => id !== ''),
          },
        }
      : {}),
    ...(topUps.length > 0
      ? {
          topUps: topUps.map((t) => ({ on: addDays(weekStart, t.day), packages: t.packages })),
        }
      : {}),
  };
}

/** The list's items for the week's placed meals (`recipes`: each one's, as cooked), their bill
 *  and the kitchen's schedule. */
export function shoppingListOf(
  placed: readonly PlacedMeal[],
  recipes: readonly Recipe[],
  cost: WeekCost,
  catalogue: PlannerCatalogue,
  kitchen: KitchenWeek,
  weekStart: string,
): ShoppingItem[] {
  const mealIdsByFood = new Map<string, string[]>();
  placed.forEach((p, index) => {
    const recipe = recipes[index];
    for (const ing of recipe?.ingredients ?? []) {
      const ids = mealIdsByFood.get(ing.food) ?? [];
      if (!ids.includes(p.id)) ids.push(p.id);
      mealIdsByFood.set(ing.food, ids);
    }
  });
  // A staple the person has at home is not bought: it is not on the list (its line would be
  // $0.00); the week's notes count what comes from home.
  return cost.lines
    .filter((line) => !line.atHome)
    .map((line) => ({
      id: line.food,
      name: line.name,
      amount: shoppingAmount(line),
      price: line.costCents / 100,
      mealIds: mealIdsByFood.get(line.food) ?? [],
      pantry: line.staple,
      ...(line.atHome ? { atHome: true } : {}),
      packages: line.packages,
      packageLabel: line.packageLabel,
      gramsUsed: Math.round(line.gramsUsed),
      leftover: line.packages > 0 ? `${Math.round(line.leftoverGrams)} g` : '',
      packagePrice: line.packageCents / 100,
      packagesToBuy: line.packages,
      packageGrams: line.packageGrams,
      ...(line.fromPantryGrams > 0.5 ? { fromPantry: Math.round(line.fromPantryGrams) } : {}),
      ...priceSourceOf(line.food, catalogue),
      ...sectionOf(line.food, catalogue),
      ...kitchenOf(line.food, placed, kitchen, weekStart),
    }));
}
