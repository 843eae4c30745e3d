import { describe, expect, it } from 'vitest';
import {
  readIngredientLine,
  type IngredientLine,
  type LineReading,
} from '../../../supabase/functions/_shared/own-recipes/ingredient-line.ts';

function read(text: string): IngredientLine {
  const reading: LineReading = readIngredientLine(text);
  if (reading.kind !== 'ingredient') throw new Error(`${text} was not read: ${reading.message}`);
  return reading;
}

describe('readIngredientLine', () => {
  it('reads mixed numbers, unicode fractions and plain fractions', () => {
    expect(read('1 1/2 cups flour').quantity?.value).toBe(1.5);
    expect(read('1½ cups flour').quantity?.value).toBe(1.5);
    expect(read('⅓ cup honey').quantity?.value).toBeCloseTo(1 / 3, 2);
    expect(read('3/4 cup milk').quantity?.value).toBe(0.75);
  });

  it('keeps both ends of a range and uses their mean', () => {
    for (const text of ['2-3 cloves garlic', '2 to 3 cloves garlic', '2–3 cloves garlic']) {
      expect(read(text).quantity).toEqual({ low: 2, high: 3, value: 2.5 });
    }
  });

  it('normalises units to one short name', () => {
    expect(read('2 tablespoons olive oil').unit).toBe('tbsp');
    expect(read('1 tsp. salt').unit).toBe('tsp');
    expect(read('500 grams beef').unit).toBe('g');
    expect(read('2 lbs potatoes').unit).toBe('lb');
    expect(read('1 litre stock').unit).toBe('l');
    expect(read('200ml coconut milk').unit).toBe('ml');
  });

  it('reads "2 (15 oz) cans" as two packages of 15 oz', () => {
    const line = read('2 (15 oz) cans black beans, drained and rinsed');
    expect(line.quantity?.value).toBe(2);
    expect(line.unit).toBe('can');
    expect(line.packageSize).toEqual({ amount: 15, unit: 'oz' });
    expect(line.food).toBe('black beans');
    expect(line.preparation).toContain('drained and rinsed');
  });

  it('reads a size after the package word and a metric tin', () => {
    expect(read('1 can (14.5 oz) diced tomatoes').packageSize).toEqual({
      amount: 14.5,
      unit: 'oz',
    });
    const tin = read('1 x 400g tin chickpeas');
    expect(tin.unit).toBe('tin');
    expect(tin.packageSize).toEqual({ amount: 400, unit: 'g' });
    expect(read('4 salmon fillets (6 oz each)').packageSize).toEqual({ amount: 6, unit: 'oz' });
  });

  it('splits food words from preparation, notes and parentheticals', () => {
    const line = read('1 cup fresh cilantro leaves, finely chopped (optional)');
    expect(line.phrase).toBe('fresh cilantro leaves');
    expect(line.preparation).toEqual(expect.arrayContaining(['(optional)', 'finely chopped']));
    const minced = read('3 cloves garlic, minced');
    expect(minced.food).toBe('garlic');
    expect(minced.preparation).toEqual(['minced']);
    expect(read('1 tbsp butter, divided').preparation).toEqual(['divided']);
    expect(read('1 lb ground beef (85% lean)').preparation).toEqual(['(85% lean)']);
  });

  it('keeps a comma inside the food words when the first part names no food', () => {
    expect(read('6 boneless, skinless chicken thighs').phrase).toBe(
      'boneless skinless chicken thighs',
    );
  });

  it('marks a line without an amount and reads "a pinch" as one pinch', () => {
    const salt = read('salt and pepper to taste');
    expect(salt.quantity).toBeNull();
    expect(salt.toTaste).toBe(true);
    expect(salt.phrase).toBe('salt and pepper');
    const pinch = read('a pinch of salt');
    expect(pinch.quantity?.value).toBe(1);
    expect(pinch.unit).toBe('pinch');
    expect(pinch.food).toBe('salt');
  });

  it('adds a second spoon measure to the first', () => {
    const line = read('1 tablespoon + 1 teaspoon sugar');
    expect(line.unit).toBe('tbsp');
    expect(line.quantity?.value).toBeCloseTo(4 / 3, 5);
    expect(line.food).toBe('sugar');
  });

  it('reads "juice of 2 limes" as two limes of juice', () => {
    const line = read('juice of 2 limes');
    expect(line.quantity?.value).toBe(2);
    expect(line.phrase).toBe('lime juice');
  });

  it('keeps headings and empty lines with a reason', () => {
    expect(readIngredientLine('For the sauce:')).toMatchObject({ kind: 'heading' });
    expect(readIngredientLine('Dressing:')).toMatchObject({ kind: 'heading' });
    expect(readIngredientLine('   ')).toMatchObject({ kind: 'empty' });
    expect(readIngredientLine('—')).toMatchObject({ kind: 'empty' });
  });

  it('refuses absurd amounts with a message', () => {
    const cups = readIngredientLine('1000 cups water');
    expect(cups).toMatchObject({ kind: 'refused' });
    expect(cups.kind === 'refused' && cups.message).toMatch(/1000 cup.*at most 10 litres/);
    expect(readIngredientLine('50 kg flour')).toMatchObject({ kind: 'refused' });
    expect(readIngredientLine('500 eggs')).toMatchObject({ kind: 'refused' });
    expect(readIngredientLine('20 cups flour')).toMatchObject({ kind: 'ingredient' });
  });

  it('strips list bullets people paste with a line', () => {
    expect(read('• 2 tbsp olive oil').food).toBe('olive oil');
    expect(read('- 1 cup milk').quantity?.value).toBe(1);
  });
});
