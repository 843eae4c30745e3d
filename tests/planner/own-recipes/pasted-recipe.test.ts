/**
 * Pasted text read into a recipe: the shapes people copy from a site or a note (headings or
 * none, bullets, numbers, a servings-and-times line), a clear message when no ingredient line
 * is there, and the bounds on size.
 */
import {
  MAX_PASTED_CHARS,
  MAX_PASTED_INGREDIENTS,
  NO_INGREDIENTS,
  TOO_LONG,
  TOO_MANY_INGREDIENTS,
  UNTITLED,
  recipeFromText,
  writtenMinutes,
  type PastedRecipe,
} from '../../../supabase/functions/_shared/own-recipes/pasted-recipe.ts';

function read(text: string): PastedRecipe {
  const result = recipeFromText(text);
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

const FROM_A_SITE = `Weeknight Black Bean Tacos
Serves 4 | Prep 10 min | Cook: 15 mins

Ingredients
• 1 tbsp olive oil
• 1 onion, diced
• 2 (15 oz) cans black beans, drained and rinsed
• 8 corn tortillas
• salt to taste

Method
1. Heat the oil in a large pan over medium heat.
2. Add the onion and cook until soft, about 5 minutes.
3. Stir in the beans and warm through.
4. Serve in warm tortillas.

Notes
Keeps 3 days in the fridge.`;

describe('recipeFromText reads the shapes people paste', () => {
  it('reads a copied recipe with headings, bullets, numbered steps and a times line', () => {
    const result = recipeFromText(FROM_A_SITE);
    expect(result).toMatchObject({ ok: true });
    const recipe = read(FROM_A_SITE);
    expect(recipe).toMatchObject({
      name: 'Weeknight Black Bean Tacos',
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 15,
    });
    expect(recipe.ingredients).toEqual([
      '1 tbsp olive oil',
      '1 onion, diced',
      '2 (15 oz) cans black beans, drained and rinsed',
      '8 corn tortillas',
      'salt to taste',
    ]);
    expect(recipe.steps.map((s) => s.text)).toEqual([
      'Heat the oil in a large pan over medium heat.',
      'Add the onion and cook until soft, about 5 minutes.',
      'Stir in the beans and warm through.',
      'Serve in warm tortillas.',
    ]);
    expect(result.ok && result.notes).toEqual([
      '1 line(s) of notes or nutrition were not read as ingredients or steps.',
    ]);
  });

  it('reads a note without headings: the short amount lines, then the sentences', () => {
    const recipe = read(`Grandma's lentil soup
A thick soup for cold evenings.
2 tablespoons butter
1 carrot, chopped
1 cup red lentils
4 cups vegetable broth
Pepper
Melt the butter in a pot and soften the carrot.
Add the lentils and broth, bring to a boil and simmer 25 minutes.
Season with pepper and serve.`);
    expect(recipe.name).toBe("Grandma's lentil soup");
    expect(recipe.description).toBe('A thick soup for cold evenings.');
    expect(recipe.ingredients).toEqual([
      '2 tablespoons butter',
      '1 carrot, chopped',
      '1 cup red lentils',
      '4 cups vegetable broth',
      'Pepper',
    ]);
    expect(recipe.steps).toHaveLength(3);
    expect(recipe.servings).toBeUndefined();
  });

  it('takes numbered ingredients and "Directions:" steps with sections, in any case', () => {
    const recipe = read(`OVERNIGHT OATS
INGREDIENTS:
1) 1/2 cup rolled oats
2) ½ cup milk
3) 1 tsp honey
DIRECTIONS:
Step 1: Stir everything together in a jar.
For serving:
Step 2: Top with berries in the morning.`);
    expect(recipe.ingredients).toEqual(['1/2 cup rolled oats', '½ cup milk', '1 tsp honey']);
    expect(recipe.steps).toEqual([
      { text: 'Stir everything together in a jar.' },
      { text: 'Top with berries in the morning.', section: 'For serving' },
    ]);
  });

  it('keeps ingredient sub-headings among the lines, for the form to show as headings', () => {
    const recipe = read(`Chicken salad
Ingredients
For the dressing:
3 tbsp olive oil
1 lemon, juiced
For the salad:
2 cups cooked chicken
Instructions
Whisk the dressing and toss it with the chicken.`);
    expect(recipe.ingredients).toEqual([
      'For the dressing:',
      '3 tbsp olive oil',
      '1 lemon, juiced',
      'For the salad:',
      '2 cups cooked chicken',
    ]);
  });
});

describe('recipeFromText finds parts without headings, servings, times and titles', () => {
  it('finds unheaded ingredients above a "Method" heading, past a byline', () => {
    const recipe = read(`Tomato pasta
By Sam at home
Family favourite
200 g spaghetti
2 eggs, lightly beaten.
1 can chopped tomatoes
Method
Boil the pasta, stir in the rest and serve.`);
    expect(recipe.description).toBe('By Sam at home Family favourite');
    expect(recipe.ingredients).toEqual([
      '200 g spaghetti',
      '2 eggs, lightly beaten.',
      '1 can chopped tomatoes',
    ]);
    expect(recipe.steps).toEqual([{ text: 'Boil the pasta, stir in the rest and serve.' }]);
  });

  it('finds unheaded steps below an "Ingredients" heading by their sentences', () => {
    const recipe = read(`Garlic bread
Ingredients
1 baguette
3 tbsp butter, softened
2 cloves garlic
Mix the butter and garlic, spread it on the bread and bake 10 minutes.
Slice and serve warm.`);
    expect(recipe.ingredients).toHaveLength(3);
    expect(recipe.steps.map((s) => s.text)).toEqual([
      'Mix the butter and garlic, spread it on the bread and bake 10 minutes.',
      'Slice and serve warm.',
    ]);
  });
  it('reads yields and times written in several ways', () => {
    const recipe = read(`Banana bread
Makes 12 slices
Prep time: 15 minutes
Total time: 1 hr 20 mins
Ingredients
3 ripe bananas
2 cups flour
Method
Mash, mix and bake.`);
    expect(recipe).toMatchObject({ servings: 12, yieldText: 'Makes 12 slices', prepMinutes: 15 });
    expect(recipe.totalMinutes).toBe(80);
    const oneLine = read(
      'Stew\nPrep Time 15 mins Cook Time 1 hr Serves: 4-6\nIngredients\n1 lb beef\nMethod\nStew it.',
    );
    expect(oneLine).toMatchObject({ prepMinutes: 15, cookMinutes: 60, servings: 4 });
    expect(writtenMinutes('1h30')).toBe(90);
    expect(writtenMinutes('1.5 hours')).toBe(90);
    expect(writtenMinutes('45 mins')).toBe(45);
    expect(writtenMinutes('soon')).toBeUndefined();
  });

  it('names a block without a title line for the person to rename', () => {
    const result = recipeFromText(
      '2 eggs\n1 tbsp butter\nWhisk the eggs and scramble them in the butter.',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.recipe.name).toBe(UNTITLED);
    expect(result.recipe.ingredients).toEqual(['2 eggs', '1 tbsp butter']);
    expect(result.notes[0]).toContain('no title line');
  });
});

describe('recipeFromText refuses with a clear message', () => {
  it('says clearly when no ingredient line can be found', () => {
    expect(recipeFromText('')).toEqual({ ok: false, error: NO_INGREDIENTS });
    expect(recipeFromText('Just a thought about dinner.')).toEqual({
      ok: false,
      error: NO_INGREDIENTS,
    });
    expect(
      recipeFromText('Soup\nIngredients\nMethod\nBoil everything for a long while until done.'),
    ).toEqual({ ok: false, error: NO_INGREDIENTS });
  });

  it('refuses text over the size bound and more ingredient lines than a recipe has', () => {
    expect(
      recipeFromText(`Big\n${'1 cup flour\n'.repeat(2000)}`.slice(0, MAX_PASTED_CHARS + 1)),
    ).toEqual({
      ok: false,
      error: TOO_LONG,
    });
    const many = Array.from({ length: MAX_PASTED_INGREDIENTS + 1 }, (_, i) => `${i + 1} g sugar`);
    expect(recipeFromText(`Sweet\nIngredients\n${many.join('\n')}`)).toEqual({
      ok: false,
      error: TOO_MANY_INGREDIENTS,
    });
    const enough = many.slice(0, MAX_PASTED_INGREDIENTS);
    expect(read(`Sweet\nIngredients\n${enough.join('\n')}`).ingredients).toHaveLength(
      MAX_PASTED_INGREDIENTS,
    );
  });

  it('returns hostile text as plain text, with control characters removed', () => {
    const recipe = read(
      '<script>alert(1)</script> Pie\u0007\nIngredients\n1 cup <b>sugar</b>\nMethod\nBake <img src=x onerror=alert(1)>.',
    );
    expect(recipe.name).toBe('<script>alert(1)</script> Pie');
    expect(recipe.ingredients).toEqual(['1 cup <b>sugar</b>']);
    expect(recipe.steps[0]?.text).toBe('Bake <img src=x onerror=alert(1)>.');
  });
});
