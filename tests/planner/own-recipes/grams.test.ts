import { describe, expect, it } from 'vitest';
import {
  gramsOfLine,
  MAX_LINE_GRAMS,
  type GramsReading,
} from '../../../supabase/functions/_shared/own-recipes/grams.ts';
import {
  readIngredientLine,
  type IngredientLine,
} from '../../../supabase/functions/_shared/own-recipes/ingredient-line.ts';
import { resolveIngredientLine } from '../../../supabase/functions/_shared/own-recipes/resolve-line.ts';

function line(text: string): IngredientLine {
  const reading = readIngredientLine(text);
  if (reading.kind !== 'ingredient') throw new Error(`${text}: ${reading.message}`);
  return reading;
}

function grams(text: string, ndb: string): GramsReading {
  return gramsOfLine(line(text), ndb, 'the food');
}

describe('gramsOfLine', () => {
  it('weighs a volume by the SR28 household weight of its preparation, and says so', () => {
    const onion = grams('1 cup chopped onion', '11282');
    expect(onion).toMatchObject({ grams: 160, estimated: false });
    expect(onion.grams !== null && onion.conversion).toBe(
      '1 cup = 160 g (USDA SR28 household weight: 1 cup, chopped = 160 g per cup)',
    );
    expect(grams('1 cup sliced onion', '11282').grams).toBe(115);
    expect(grams('2 cups shredded carrots', '11124').grams).toBe(220);
    expect(grams('2 tbsp olive oil', '04053').grams).toBeCloseTo(27, 5);
  });

  it('weighs a count by the medium piece, or the size asked for', () => {
    expect(grams('1 onion', '11282').grams).toBe(110);
    expect(grams('1 large onion', '11282').grams).toBe(150);
    expect(grams('3 cloves garlic', '11215').grams).toBe(9);
    expect(grams('2 celery stalks', '11143').grams).toBe(80);
    expect(grams('3 eggs', '01123').grams).toBe(150);
    expect(grams('1 stick butter', '01001').grams).toBe(113);
    expect(grams('12 asparagus spears', '11011').grams).toBe(192);
  });

  it('weighs mass units and stated package sizes directly', () => {
    expect(grams('1 lb ground beef', '23567').grams).toBeCloseTo(453.59, 1);
    expect(grams('500 g flour', '20081').grams).toBe(500);
    expect(grams('2 (15 oz) cans black beans', '16018').grams).toBeCloseTo(850.5, 1);
    const tin = grams('1 x 400g tin chickpeas', '16359');
    expect(tin.grams !== null && tin.conversion).toBe('1 × 400 g tin = 400 g (the stated size)');
  });

  it('uses the mean of a range', () => {
    expect(grams('2-3 cloves garlic', '11215').grams).toBeCloseTo(7.5, 5);
  });

  it('marks a volume weighed by water density as an estimate', () => {
    const kefir = grams('1 cup kefir', '01289');
    expect(kefir).toMatchObject({ estimated: true });
    expect(kefir.grams).toBeCloseTo(236.6, 0);
    expect(kefir.grams !== null && kefir.conversion).toMatch(/estimate: .*water/);
  });

  it('borrows the cup weight of a related SR28 food, marked as an estimate', () => {
    const mozzarella = grams('1 cup shredded mozzarella', '01028');
    expect(mozzarella).toMatchObject({ grams: 112, estimated: true });
    expect(mozzarella.grams !== null && mozzarella.conversion).toMatch(/related/);
  });

  it('gives no grams, with the reason, for a line without an amount or a known piece', () => {
    expect(grams('salt to taste', '02047')).toMatchObject({ grams: null });
    expect(grams('2 bay leaves', '02004')).toMatchObject({
      grams: null,
      reason: expect.stringMatching(/no weight for one piece/),
    });
  });

  it('refuses a line heavier than the ceiling', () => {
    const heads = grams('20 heads cabbage', '11109');
    expect(heads.grams).toBeNull();
    expect(heads.grams === null && heads.reason).toMatch(
      new RegExp(`at most ${MAX_LINE_GRAMS / 1000} kg`),
    );
  });
});

describe('resolveIngredientLine', () => {
  it('matches and weighs a line, keeping the alternatives', () => {
    const resolved = resolveIngredientLine('1 medium onion, diced');
    expect(resolved).toMatchObject({ status: 'matched', grams: 110, food: { id: 'onion' } });
  });

  it('keeps every line visible with a status and a message', () => {
    expect(resolveIngredientLine('For the sauce:')).toMatchObject({ status: 'heading' });
    expect(resolveIngredientLine('')).toMatchObject({ status: 'empty' });
    expect(resolveIngredientLine('1000 cups water')).toMatchObject({ status: 'refused' });
    expect(resolveIngredientLine('20 heads cabbage')).toMatchObject({ status: 'refused' });
    expect(resolveIngredientLine('a handful of love')).toMatchObject({
      status: 'unmatched',
      message: expect.stringMatching(/left out of nutrition and cost/),
    });
    expect(resolveIngredientLine('salt to taste')).toMatchObject({
      status: 'unweighed',
      food: { id: 'salt' },
    });
  });

  it('asks which food when a line names two', () => {
    const both = resolveIngredientLine('salt and pepper to taste');
    expect(both.status).toBe('unmatched');
    if (both.status !== 'unmatched') return;
    expect(both.alternatives.map((food) => food.id)).toEqual(
      expect.arrayContaining(['salt', 'black_pepper']),
    );
  });
});
