/**
 * The fields of a page's recipe read one by one: ISO 8601 durations, yields written as numbers or
 * words, steps in each shape, text with markup and character references, and the bounds that
 * keep a hostile page's JSON-LD from costing memory or stack.
 */
import {
  MAX_DURATION_MINUTES,
  MAX_LINES,
  cuisineOf,
  durationMinutes,
  mealTypesOf,
  readSteps,
  readYield,
} from '../../../supabase/functions/_shared/own-recipes/recipe-fields.ts';
import {
  htmlToLines,
  htmlToText,
} from '../../../supabase/functions/_shared/own-recipes/html-text.ts';
import {
  MAX_JSON_LD_CHARS,
  MAX_JSON_LD_DEPTH,
  jsonDepth,
} from '../../../supabase/functions/_shared/own-recipes/json-ld.ts';
import {
  NO_RECIPE,
  recipesFromHtml,
} from '../../../supabase/functions/_shared/own-recipes/page-recipe.ts';

describe('ISO 8601 durations', () => {
  it.each([
    ['PT15M', 15],
    ['PT1H30M', 90],
    ['P0DT45M', 45],
    ['PT0.5H', 30],
    ['PT90S', 2],
    ['P1DT2H', 1560],
    ['pt20m', 20],
    ['PT0M', 0],
    [['PT10M', 'PT20M'], 10],
  ])('reads %j as %i minutes', (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each(['PT-5M', '45 minutes', 'P', 'PT', 'P1M', 'P1Y', 'PT1H30', '1:30', 'PTxM', '', 'P2W'])(
    'leaves %j absent, without an error',
    (value) => {
      expect(durationMinutes(value)).toBeUndefined();
    },
  );

  it('leaves absent a value that is not text, and anything over a week', () => {
    for (const value of [undefined, null, {}, true, 30, [{}]]) {
      expect(durationMinutes(value)).toBeUndefined();
    }
    expect(durationMinutes('P7D')).toBe(MAX_DURATION_MINUTES);
    expect(durationMinutes('P7DT1M')).toBeUndefined();
  });
});

describe('yields', () => {
  it.each([
    [4, 4, '4'],
    ['4', 4, '4'],
    ['4 servings', 4, '4 servings'],
    ['Serves 4-6', 4, 'Serves 4-6'],
    ['6 to 8 servings', 6, '6 to 8 servings'],
    ['Makes 12 cookies', 12, 'Makes 12 cookies'],
    ['Makes about 2 dozen', 24, 'Makes about 2 dozen'],
    ['1 loaf (10 slices)', 10, '1 loaf (10 slices)'],
    ['Servings: 3', 3, 'Servings: 3'],
    ['1.5 loaves', 2, '1.5 loaves'],
    [['8', '8 portions'], 8, '8 portions'],
    [{ '@type': 'QuantitativeValue', value: 5, unitText: 'bowls' }, 5, '5 bowls'],
  ])('reads %j as %i servings, written %j', (value, servings, yieldText) => {
    expect(readYield(value)).toStrictEqual({ servings, yieldText });
  });

  it('keeps the words of a yield with no number, and no servings', () => {
    expect(readYield('one big pan')).toStrictEqual({ yieldText: 'one big pan' });
  });

  it('gives no servings for zero or an absurd count, and nothing for no yield', () => {
    expect(readYield('0 servings').servings).toBeUndefined();
    expect(readYield('5000 servings').servings).toBeUndefined();
    expect(readYield(undefined)).toStrictEqual({});
    expect(readYield(['', '  '])).toStrictEqual({});
  });
});

describe('steps', () => {
  it('keeps the name of each HowToSection on its steps, and skips tips', () => {
    const steps = readSteps([
      {
        '@type': 'HowToSection',
        name: 'Dough',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Mix.' },
          { '@type': 'HowToTip', text: 'Use cold butter.' },
        ],
      },
      { '@type': 'HowToStep', name: 'Bake.' },
      'Cool.\nSlice.',
    ]);
    expect(steps).toStrictEqual([
      { text: 'Mix.', section: 'Dough' },
      { text: 'Bake.' },
      { text: 'Cool.' },
      { text: 'Slice.' },
    ]);
  });

  it('takes a step from its name or description when its text is blank', () => {
    expect(
      readSteps([
        { '@type': 'HowToStep', text: ' ', name: 'Whisk the eggs.' },
        { '@type': 'HowToStep', description: '<p>Fold gently.</p>' },
      ]),
    ).toStrictEqual([{ text: 'Whisk the eggs.' }, { text: 'Fold gently.' }]);
  });

  it('strips the numbers sites write before steps, not numbers that begin a step', () => {
    expect(readSteps('1. Heat.\n2) Stir.\nStep 3: Serve.\n350°F oven.\n2 eggs in.')).toStrictEqual([
      { text: 'Heat.' },
      { text: 'Stir.' },
      { text: 'Serve.' },
      { text: '350°F oven.' },
      { text: '2 eggs in.' },
    ]);
  });
});

describe('text from structured data', () => {
  it('drops tags and the content of scripts and styles, and decodes references once or twice', () => {
    expect(htmlToText('<b>Hot</b> &amp; <script>steal()</script>sour<style>*{}</style>')).toBe(
      'Hot & sour',
    );
    expect(htmlToText('Mom&amp;#8217;s')).toBe('Mom’s');
  });

  it('keeps markup written as references as plain text, even when decoded twice', () => {
    expect(htmlToText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
    expect(htmlToText('&amp;lt;script&amp;gt;x&amp;lt;/script&amp;gt;')).toBe('<script>x</script>');
  });

  it('splits lines at block elements and at line breaks in plain text only', () => {
    expect(htmlToLines('<p>One\ntwo</p><p>Three</p>')).toStrictEqual(['One two', 'Three']);
    expect(htmlToLines('One\ntwo')).toStrictEqual(['One', 'two']);
  });
});

describe('meal types and cuisines', () => {
  it('maps the categories that name a meal plainly', () => {
    expect(mealTypesOf('Breakfast, Brunch')).toStrictEqual(['BREAKFAST']);
    expect(mealTypesOf(['Main Course', 'Appetizers'])).toStrictEqual(['DINNER', 'SNACK']);
    expect(mealTypesOf(['Dessert', 'Side Dish', 'Soup'])).toStrictEqual([]);
  });

  it('maps the cuisines the app knows, and no others', () => {
    expect(cuisineOf('Tex-Mex')).toBe('Mexican');
    expect(cuisineOf(['Fusion', 'Szechuan'])).toBe('Chinese');
    expect(cuisineOf('Southern')).toBe('American');
    expect(cuisineOf('Latin American')).toBeUndefined();
    expect(cuisineOf('French')).toBeUndefined();
  });
});

const page = (json: string) =>
  `<html><head><script type="application/ld+json">${json}</script></head><body></body></html>`;
const recipeJson = '{"@type":"Recipe","name":"Toast","recipeIngredient":["1 slice bread"]}';

describe('bounds on JSON-LD', () => {
  it('measures depth outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}', 99)).toBe(3);
    expect(jsonDepth('"\\"[["', 99)).toBe(0);
  });

  it('reads a recipe nested up to the depth bound and skips one nested past it', () => {
    // The recipe itself takes two levels: its object and its ingredient list.
    const nest = (levels: number) => '{"hasPart":'.repeat(levels) + recipeJson + '}'.repeat(levels);
    const within = recipesFromHtml(page(nest(MAX_JSON_LD_DEPTH - 2)), 'https://a.example/');
    expect(within.ok && within.recipes[0]?.name).toBe('Toast');
    const past = recipesFromHtml(page(nest(MAX_JSON_LD_DEPTH - 1)), 'https://a.example/');
    expect(past).toStrictEqual({
      ok: false,
      error: NO_RECIPE,
      notes: [
        `Block 1 of structured data was skipped: it is nested more than ${MAX_JSON_LD_DEPTH} levels deep.`,
      ],
    });
  });

  it('skips a block larger than the size bound without reading it, and reads the others', () => {
    const huge = `{"@graph":[${recipeJson},{"@type":"Thing","text":"${'x'.repeat(MAX_JSON_LD_CHARS)}"}]}`;
    const other = '{"@type":"Recipe","name":"Tea","recipeIngredient":["1 tea bag"]}';
    const read = recipesFromHtml(page(huge) + page(other), 'https://a.example/');
    expect(read.ok && read.recipes.map((r) => r.name)).toStrictEqual(['Tea']);
    expect(read.notes).toStrictEqual([
      `Block 1 of structured data was skipped: it is larger than ${MAX_JSON_LD_CHARS / 1024} KB.`,
    ]);
  });

  it('survives nesting far deeper than any stack, in JSON-LD and in the page itself', () => {
    const deepJson = '['.repeat(200_000) + ']'.repeat(200_000);
    const deepHtml = '<div>'.repeat(50_000) + 'x' + '</div>'.repeat(50_000);
    expect(recipesFromHtml(page(deepJson) + deepHtml, 'https://a.example/').ok).toBe(false);
  });

  it('reads microdata property elements nested inside one another within its bounds', () => {
    const levels = 5000;
    const html =
      '<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="name">Deep</b>' +
      '<div itemprop="recipeIngredient">1 egg '.repeat(levels) +
      '</div>'.repeat(levels) +
      '</div>';
    const read = recipesFromHtml(html, 'https://a.example/');
    const ingredients = read.ok ? (read.recipes[0]?.ingredients ?? []) : [];
    expect(ingredients).toHaveLength(MAX_LINES);
    expect(ingredients.every((line) => line.length <= 500 && line.startsWith('1 egg'))).toBe(true);
  });

  it('refuses a page address that is not http or https', () => {
    const read = recipesFromHtml(page(recipeJson), 'file:///etc/passwd');
    expect(read.ok).toBe(false);
  });
});
