/**
 * The hard filters on the synthetic catalogue: allergies, the Other texts, diets, disliked foods,
 * cooking time and methods.
 */
import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIETS } from '../../supabase/functions/_shared/catalogue/types.ts';
import { eligibleRecipes, hardFilters } from '../../supabase/functions/_shared/planner/filters.ts';
import { syntheticCatalogue } from './syntheticCatalogue.ts';
import { testProfile } from './testProfile.ts';

const catalogue = syntheticCatalogue();
const profile = testProfile;

describe('hard filters', () => {
  it.each(ALLERGENS.map((a) => [a]))('removes every recipe with %s', (allergen) => {
    const filters = hardFilters(profile({ allergies: [allergen] }), catalogue);
    for (const type of ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'] as const) {
      for (const recipe of eligibleRecipes(type, filters, catalogue)) {
        expect(catalogue.facts.get(recipe.id)?.allergens).not.toContain(allergen);
      }
    }
  });

  it('removes recipes with peanuts when Peanuts is the allergy (a case the fixture holds)', () => {
    const filters = hardFilters(profile({ allergies: ['Peanuts'] }), catalogue);
    const ids = eligibleRecipes('SNACK', filters, catalogue).map((r) => r.id);
    expect(ids).not.toContain('banana-pb');
    expect(ids).toContain('yogurt-cup');
  });

  it.each(DIETS.map((d) => [d]))('keeps only recipes that satisfy %s', (diet) => {
    const filters = hardFilters(profile({ diets: [diet] }), catalogue);
    for (const type of ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'] as const) {
      for (const recipe of eligibleRecipes(type, filters, catalogue)) {
        expect(catalogue.facts.get(recipe.id)?.diets).toContain(diet);
      }
    }
  });

  it('matches the Other allergy text against ingredient terms', () => {
    const filters = hardFilters(profile({ allergyOther: 'Mushrooms' }), catalogue);
    const ids = eligibleRecipes('DINNER', filters, catalogue).map((r) => r.id);
    expect(ids).not.toContain('mushroom-pasta');
    expect(ids).toContain('chicken-pasta');
  });

  it('honours disliked foods given as free text', () => {
    const filters = hardFilters(profile({ dislikedFoods: 'broccoli and salmon' }), catalogue);
    const ids = eligibleRecipes('DINNER', filters, catalogue).map((r) => r.id);
    for (const id of ['chicken-rice', 'salmon-bowl', 'tofu-stir-fry', 'egg-fried-rice'])
      expect(ids).not.toContain(id);
    expect(ids).toContain('shrimp-pasta');
  });

  it('understands pescatarian under Other diets', () => {
    const filters = hardFilters(profile({ dietOther: 'Pescatarian' }), catalogue);
    const ids = eligibleRecipes('DINNER', filters, catalogue).map((r) => r.id);
    expect(ids).toContain('salmon-bowl');
    expect(ids).not.toContain('chicken-rice');
  });

  it('keeps only recipes within the cooking time', () => {
    const filters = hardFilters(profile({ maxPrepMinutes: 15 }), catalogue);
    const list = eligibleRecipes('DINNER', filters, catalogue);
    expect(list.map((r) => r.id)).toEqual(['egg-fried-rice']);
  });

  it('keeps only recipes cookable with one of the allowed methods', () => {
    const filters = hardFilters(profile({ methods: ['Air Fryer'] }), catalogue);
    const ids = eligibleRecipes('DINNER', filters, catalogue)
      .map((r) => r.id)
      .sort();
    expect(ids).toEqual(['air-fried-chicken', 'salmon-bowl']);
  });
});
