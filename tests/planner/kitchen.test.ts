/**
 * The kitchen's schedule (planner/kitchen.ts) on the product catalogue's storage times: raw meat
 * fresh on the first two days and frozen after; a can opened on Tuesday not kept until Saturday;
 * a cucumber that neither keeps nor freezes bought on its day; a later week of a trip counted from
 * the trip's day; and the per-food cost the day assignment keeps equal to the whole week's.
 */
import { describe, expect, it } from 'vitest';
import type { MealType, Recipe } from '../../supabase/functions/_shared/catalogue/types.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import {
  KitchenCosts,
  kitchenCents,
} from '../../supabase/functions/_shared/planner/kitchen-costs.ts';
import { kitchenWeek } from '../../supabase/functions/_shared/planner/kitchen.ts';
import type { KitchenMeal } from '../../supabase/functions/_shared/planner/kitchen.ts';

const catalogue = productCatalogue();

function dish(id: string, ingredients: [string, number][]): Recipe {
  return {
    id,
    name: id,
    cuisine: 'American',
    mealTypes: ['DINNER'],
    prepMinutes: 20,
    methods: ['Stove/Oven'],
    ingredients: ingredients.map(([food, grams]) => ({ food, grams })),
    steps: ['Cook.'],
  };
}

const meal = (day: number, recipe: Recipe, type: MealType = 'DINNER'): KitchenMeal => ({
  day,
  type,
  recipe,
});

describe('the kitchen schedule', () => {
  it('cooks raw chicken fresh on the first two days and freezes the portions for later ones', () => {
    const chicken = dish('chicken', [['chicken_thigh', 200]]);
    const week = kitchenWeek([meal(1, chicken), meal(4, chicken), meal(6, chicken)], catalogue);
    expect(week.freezes.get('chicken_thigh')).toEqual({ grams: 400, meals: [1, 2] });
    expect(week.thaws.get(0)).toBeUndefined();
    expect(week.thaws.get(1)).toEqual([{ food: 'chicken_thigh', grams: 200 }]);
    expect(week.extraPackages.size).toBe(0);
  });

  it('opens a second can when the first, opened on Tuesday, would not keep until Saturday', () => {
    const beans = dish('beans', [['black_beans', 120]]);
    const close = kitchenWeek([meal(1, beans), meal(3, beans)], catalogue);
    expect(close.extraPackages.get('black_beans')).toBeUndefined();
    const apart = kitchenWeek([meal(1, beans), meal(5, beans)], catalogue);
    expect(apart.extraPackages.get('black_beans')).toBe(1);
  });

  it('buys a cucumber on its day when it would not keep until then and cannot be frozen', () => {
    const salad = dish('salad', [['cucumber', 150]]);
    const week = kitchenWeek([meal(0, salad), meal(6, salad)], catalogue);
    expect(week.topUps.get('cucumber')).toEqual([{ day: 6, packages: 1 }]);
    expect(week.freezes.get('cucumber')).toBeUndefined();
  });

  it('counts a later week of a trip from the trip’s day: its first day’s chicken is frozen', () => {
    const chicken = dish('chicken', [['chicken_thigh', 200]]);
    const week = kitchenWeek([meal(0, chicken)], catalogue, { tripOffset: 7 });
    expect(week.freezes.get('chicken_thigh')?.grams).toBe(200);
    // A cucumber of that week is bought on its first day, the trip's top-up.
    const salad = dish('salad', [['cucumber', 150]]);
    const later = kitchenWeek([meal(2, salad)], catalogue, { tripOffset: 7 });
    expect(later.topUps.get('cucumber')).toEqual([{ day: 0, packages: 1 }]);
  });

  it('keeps a bulk-prep leftover in the refrigerator for four days, frozen after', () => {
    const chili = dish('chili', [['ground_beef', 150]]);
    const week = kitchenWeek([meal(0, chili), meal(2, chili), meal(5, chili)], catalogue, {
      bulkPrep: true,
    });
    expect(week.leftovers.get(1)).toEqual({ cookedOn: 0, kept: 'refrigerator' });
    expect(week.leftovers.get(2)).toEqual({ cookedOn: 0, kept: 'freezer' });
    // The batch's beef is used on the day it is cooked: fresh, nothing to thaw.
    expect(week.thaws.size).toBe(0);
  });
});

describe('the kitchen’s cost while dishes are placed', () => {
  it('equals the whole week’s after any sequence of swaps', () => {
    const recipes = catalogue.recipes.filter((r) => r.mealTypes.includes('DINNER')).slice(0, 40);
    const dishes = recipes.slice(0, 7).map((recipe) => ({ type: 'DINNER' as const, recipe }));
    const costs = new KitchenCosts(dishes, catalogue, 1);
    const days = [0, 1, 2, 3, 4, 5, 6];
    const whole = () =>
      kitchenCents(
        days
          .map((day, i) => ({ day, type: 'DINNER' as const, recipe: dishes[i]!.recipe }))
          .sort((a, b) => a.day - b.day),
        catalogue,
        1,
      );
    expect(costs.cost(days)).toBe(whole());
    let seed = 7;
    for (let k = 0; k < 40; k += 1) {
      seed = (seed * 16807) % 2147483647;
      const a = seed % 7;
      const b = (a + 1 + (seed % 5)) % 7;
      [days[a], days[b]] = [days[b]!, days[a]!];
      expect(costs.cost(days, [a, b])).toBe(whole());
    }
  });
});
