import { describe, expect, it } from 'vitest';
import {
  matchFood,
  searchFoods,
} from '../../../supabase/functions/_shared/own-recipes/match-food.ts';

function best(words: string, unit?: string): string | undefined {
  return matchFood(words, { unit })[0]?.id;
}

describe('matchFood', () => {
  it('finds catalogue foods by synonym, plural and regional name', () => {
    expect(best('scallions')).toBe('green_onion');
    expect(best('spring onions')).toBe('green_onion');
    expect(best('garbanzo beans')).toBe('chickpeas');
    expect(best('fresh cilantro leaves')).toBe('cilantro');
    expect(best('courgettes')).toBe('zucchini');
    expect(best('all-purpose flour')).toBe('flour');
    expect(best('boneless skinless chicken thighs')).toBe('chicken_thigh');
    expect(best('tomatoes')).toBe('tomato');
    expect(best('green onions')).toBe('green_onion');
  });

  it('prefers the more specific food and the form a can holds', () => {
    expect(best('garlic powder')).toBe('garlic_powder');
    expect(best('brown rice')).toBe('brown_rice');
    expect(best('dried black beans')).toBe('black_beans_dry');
    expect(best('black beans', 'can')).toBe('black_beans');
    expect(best('tomatoes', 'can')).toBe('canned_tomatoes');
    expect(best('frozen blueberries')).toBe('frozen_blueberries');
    expect(best('whole milk ricotta')).toBe('ricotta');
  });

  it('falls back to SR28 for a food the catalogue does not carry', () => {
    const [shallot] = matchFood('shallots');
    expect(shallot).toMatchObject({ id: '11677', source: 'sr28' });
    expect(best('leek')).toBe('11246');
    expect(best('baking soda')).toBe('18372');
    expect(best('lemon zest')).toBe('09156');
  });

  it('finds the cooked form of a raw catalogue food in SR28', () => {
    expect(best('cooked rice')).toBe('20045');
    expect(best('cooked lentils')).toBe('16070');
  });

  it('reads the state a unit implies: a can of corn is canned, an ear is fresh', () => {
    expect(best('corn')).toBe('frozen_corn');
    expect(best('corn', 'can')).not.toBe('frozen_corn');
    expect(matchFood('corn', { unit: 'can' })[0]?.name).toMatch(/CND/);
    expect(best('corn', 'ear')).toBe('11167');
  });

  it('ranks branded and ready-meal SR28 rows below plain foods', () => {
    const herbs = matchFood('fresh herbs');
    expect(herbs.every((candidate) => candidate.score < 0.5)).toBe(true);
  });

  it('reads a state the catalogue food rules out as another food', () => {
    expect(best('dried parsley')).not.toBe('parsley');
    expect(best('fresh rosemary')).not.toBe('rosemary');
  });

  it('gives the best match first with up to five scored alternatives', () => {
    const candidates = matchFood('red pepper');
    expect(candidates.length).toBeGreaterThan(1);
    expect(candidates.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < candidates.length; i += 1) {
      expect(candidates[i - 1]!.score).toBeGreaterThanOrEqual(candidates[i]!.score);
    }
    for (const candidate of candidates) {
      expect(candidate.score).toBeGreaterThan(0);
      expect(candidate.score).toBeLessThanOrEqual(1);
    }
  });

  it('offers nothing for words that name no food', () => {
    expect(matchFood('love')).toEqual([]);
    expect(matchFood('')).toEqual([]);
  });
});

describe('searchFoods', () => {
  it('searches the catalogue and SR28 for "pick another"', () => {
    const found = searchFoods('mozzarella');
    expect(found[0]?.id).toBe('mozzarella');
    expect(found.some((candidate) => candidate.source === 'sr28')).toBe(true);
    expect(searchFoods('quinoa', 3)).toHaveLength(3);
    expect(searchFoods('  ')).toEqual([]);
  });
});
