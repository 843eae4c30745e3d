/**
 * The store sections of the catalogue: every food is shopped in one of the seven sections the
 * shopping list groups by, every exception names a real food and differs from its group's
 * section (else it says nothing), and the planner's shopping list carries each food's section.
 */
import { describe, expect, it } from 'vitest';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import { generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import { syntheticCatalogue } from './syntheticCatalogue.ts';
import { testProfile } from './testProfile.ts';
import { FOODS, foodsByKey } from '../../supabase/functions/_shared/catalogue/index.ts';
import {
  GROUP_SECTIONS,
  SECTION_EXCEPTIONS,
  STORE_SECTIONS,
  isStoreSection,
} from '../../supabase/functions/_shared/catalogue/sections.ts';

describe('store sections of the catalogue', () => {
  it('gives every food one of the seven sections', () => {
    expect(STORE_SECTIONS).toEqual([
      'produce',
      'meat-fish',
      'dairy-eggs',
      'bakery',
      'pantry',
      'frozen',
      'spices-condiments',
    ]);
    const unplaced = FOODS.filter((food) => !isStoreSection(food.section)).map((f) => f.key);
    expect(unplaced).toEqual([]);
  });

  it('uses every section for some food', () => {
    const used = new Set(FOODS.map((food) => food.section));
    expect([...STORE_SECTIONS].filter((section) => !used.has(section))).toEqual([]);
  });

  it('names only real foods as exceptions, each moved away from its group', () => {
    for (const [key, section] of Object.entries(SECTION_EXCEPTIONS)) {
      const food = foodsByKey.get(key);
      expect(food, key).toBeDefined();
      expect(food?.section, key).toBe(section);
      expect(GROUP_SECTIONS[food!.group], key).not.toBe(section);
    }
  });

  it('places foods where a shopper looks for them', () => {
    const sectionOf = (key: string) => foodsByKey.get(key)?.section;
    expect(sectionOf('broccoli')).toBe('produce');
    expect(sectionOf('frozen_broccoli')).toBe('frozen');
    expect(sectionOf('salmon')).toBe('meat-fish');
    expect(sectionOf('canned_tuna')).toBe('pantry');
    expect(sectionOf('egg')).toBe('dairy-eggs');
    expect(sectionOf('whole_wheat_bread')).toBe('bakery');
    expect(sectionOf('cumin')).toBe('spices-condiments');
    expect(sectionOf('soy_sauce')).toBe('spices-condiments');
    expect(sectionOf('brown_rice')).toBe('pantry');
  });
});

describe("the planner's shopping list", () => {
  it("carries each food's store section", async () => {
    const catalogue = syntheticCatalogue();
    const generated = generatePlan(
      await getHighs(),
      testProfile({ weeklyBudget: 70 }),
      catalogue,
      '2026-11-23',
    );
    if (!generated.ok) throw new Error(generated.error);
    expect(generated.value.shoppingList.length).toBeGreaterThan(0);
    for (const item of generated.value.shoppingList) {
      expect(item.section, item.id).toBe(catalogue.foods.get(item.id)?.section);
    }
  });
});
