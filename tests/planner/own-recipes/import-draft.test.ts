/**
 * A recipe read from a page or pasted text becomes the review form's draft: every ingredient
 * line resolved with its food, grams, alternatives, status and message (none dropped), the
 * times the form has, and a request schema that takes a web address or a text, never both.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BODY_NEEDS_ONE,
  MAX_ALTERNATIVES,
  MAX_IMPORT_LINES,
  draftLine,
  importRequestSchema,
  importResponseSchema,
  recipeDraft,
  recipeDraftSchema,
  recipeDrafts,
} from '../../../supabase/functions/_shared/own-recipes/import-draft.ts';
import { recipesFromHtml } from '../../../supabase/functions/_shared/own-recipes/page-recipe.ts';
import { recipeFromText } from '../../../supabase/functions/_shared/own-recipes/pasted-recipe.ts';

function page(name: string): string {
  return readFileSync(fileURLToPath(new URL(`./pages/${name}`, import.meta.url)), 'utf8');
}

describe('draftLine', () => {
  it('gives a matched line its food, grams, conversion and the amount as read', () => {
    const line = draftLine('2 cups flour, sifted');
    expect(line).toMatchObject({
      status: 'matched',
      quantity: 2,
      unit: 'cup',
      preparation: ['sifted'],
      food: { id: 'flour', source: 'catalogue' },
      grams: 250,
      estimated: false,
    });
    expect(line.conversion).toContain('2 cups');
    expect(line.message).toBeUndefined();
    expect(line.alternatives.length).toBeLessThanOrEqual(MAX_ALTERNATIVES);
  });

  it('keeps every line that cannot count, with the reason it is left out', () => {
    const love = draftLine('a handful of love');
    expect(love).toMatchObject({ status: 'unmatched' });
    expect(love.food).toBeUndefined();
    expect(love.grams).toBeUndefined();
    expect(love.message).toContain('left out of nutrition and cost');

    const salt = draftLine('salt to taste');
    expect(salt).toMatchObject({ status: 'unweighed', food: { name: expect.any(String) } });
    expect(salt.grams).toBeUndefined();
    expect(salt.message).toEqual(expect.any(String));

    expect(draftLine('1000 cups water')).toMatchObject({ status: 'refused', alternatives: [] });
    expect(draftLine('For the sauce:')).toMatchObject({ status: 'heading' });
  });
});

describe('recipeDraft', () => {
  it('drafts a page recipe with its fields, source address and resolved lines', () => {
    const read = recipesFromHtml(
      page('01-jsonld-single.html'),
      'https://panandplate.example/recipes/weeknight-chicken-fajitas/',
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const draft = recipeDraft(read.recipes[0]!);
    expect(recipeDraftSchema.parse(draft)).toEqual(draft);
    expect(draft).toMatchObject({
      name: 'Weeknight Chicken Fajitas',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 15,
      mealTypes: ['DINNER'],
      cuisine: 'Mexican',
      sourceUrl: 'https://panandplate.example/recipes/weeknight-chicken-fajitas/',
    });
    expect(draft.ingredients.map((l) => l.text)).toEqual(read.recipes[0]!.ingredients);
    expect(draft.ingredients.find((l) => l.text.startsWith('1 1/2 lb'))).toMatchObject({
      status: 'matched',
      grams: expect.closeTo(680, -1),
    });
    expect(draft.steps).toHaveLength(4);
  });

  it('drafts every recipe of a page that holds several', () => {
    const read = recipesFromHtml(page('09-graph-three-recipes.html'), 'https://example.com/r/');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const response = { drafts: read.recipes.map(recipeDraft), notes: read.notes };
    expect(importResponseSchema.parse(response).drafts).toHaveLength(3);
  });

  it('drafts the recipes of a page up to the bound on lines of one import, and says so', () => {
    const recipe = (name: string, count: number) => ({
      name,
      ingredients: Array.from({ length: count }, (_, i) => `For part ${i + 1}:`),
      steps: [],
    });
    const half = MAX_IMPORT_LINES / 2;
    const all = recipeDrafts([recipe('A', half), recipe('B', half)]);
    expect(all.drafts.map((d) => d.name)).toEqual(['A', 'B']);
    expect(all.notes).toEqual([]);
    const bounded = recipeDrafts([recipe('A', half), recipe('B', half), recipe('C', 1)]);
    expect(bounded.drafts.map((d) => d.name)).toEqual(['A', 'B']);
    expect(bounded.notes[0]).toContain('holds 3 recipes; the first 2');
    // The first recipe is always offered, whatever its length.
    expect(recipeDrafts([recipe('Long', MAX_IMPORT_LINES + 1)]).drafts).toHaveLength(1);
  });

  it('drafts pasted text without a source address, counting the lines left out', () => {
    const read = recipeFromText(
      'Pancakes\nTotal time: 25 minutes\nPrep: 10 min\nIngredients\n1 cup flour\n1 egg\na handful of love\nMethod\nMix and fry.',
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const draft = recipeDraft(read.recipe);
    expect(recipeDraftSchema.parse(draft)).toEqual(draft);
    expect(draft.sourceUrl).toBeUndefined();
    expect(draft.mealTypes).toEqual([]);
    // Only a total and a prep time: the rest of the total is the cooking.
    expect(draft).toMatchObject({ prepMinutes: 10, cookMinutes: 15, unresolvedLines: 1 });
    expect(draft.ingredients.map((l) => l.status)).toEqual(['matched', 'matched', 'unmatched']);
  });
});

describe('importRequestSchema', () => {
  it('takes a web address or a text, trimming the address', () => {
    expect(importRequestSchema.parse({ url: '  https://example.com/r  ' })).toEqual({
      url: 'https://example.com/r',
    });
    expect(importRequestSchema.parse({ text: 'Soup\n1 onion' })).toEqual({ text: 'Soup\n1 onion' });
  });

  it('refuses both, neither, an empty or oversized field and unknown keys', () => {
    const messages = (body: unknown) => {
      const parsed = importRequestSchema.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(messages({})).toEqual([BODY_NEEDS_ONE]);
    expect(messages({ url: 'https://a.example/', text: '1 egg' })).toEqual([BODY_NEEDS_ONE]);
    expect(messages({ url: '   ' })).toEqual(['url must be a web address']);
    expect(messages({ text: ' \n ' })).toEqual(['text must not be empty']);
    expect(messages({ text: 'x'.repeat(20_001) })).toEqual([
      'text must be at most 20,000 characters',
    ]);
    expect(messages({ url: 'https://a.example/', html: '<p>' })).toHaveLength(1);
    expect(messages({ userId: 'me', text: '1 egg' })).toEqual(['userId must be a user id']);
  });
});
