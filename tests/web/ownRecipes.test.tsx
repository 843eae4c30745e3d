/**
 * The signed-in /recipes screen on the real machines, with the live actors replaced (no
 * backend): the list with its facts, plan frequency and unreadable rows; search; the empty
 * state with the three ways in; delete after confirming; pasted text reviewed, a line's food
 * changed and saved as the table expects; a refused web address; a page with several recipes;
 * validation messages that clear; hostile text shown as text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './ownRecipesApi.ts';
import {
  USER_ID,
  book,
  draft,
  facts,
  imported,
  matchedLine,
  riceLine,
  stored,
  wildRice,
} from './ownRecipesFixtures.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';

vi.mock('../../src/services/live/ownRecipesActors.ts', () =>
  import('./ownRecipesApi.ts').then((m) => m.ownRecipesActorsModule),
);

const signedIn = { session: { user: testUser() } };
const soup = stored();
const salad = stored({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Bean salad',
  planPerWeek: 0,
  facts: facts({ costPerServing: '$1.05', estimatedPercent: 0, allergens: [], diets: ['Vegan'] }),
});
/** The facts panel follows the form after a pause of its own. */
const slow = { timeout: 3000 };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const mock of Object.values(api)) mock.mockReset();
  api.loadBook.mockResolvedValue(book([soup, salad]));
  api.loadFacts.mockResolvedValue(facts());
});

async function openRecipes() {
  const result = renderApp('/recipes', signedIn);
  await screen.findByRole('heading', { name: 'MY RECIPES', level: 1 });
  await screen.findByRole('button', { name: /Type a recipe/ });
  return result;
}

const card = (name: string) => screen.getByRole('listitem', { name });

async function pasteRecipe(text: string) {
  await userEvent.click(screen.getByRole('button', { name: /Paste text/ }));
  await userEvent.type(screen.getByRole('textbox', { name: 'The recipe as text' }), text);
  await userEvent.click(screen.getByRole('button', { name: 'READ THE RECIPE' }));
}

describe('/recipes', () => {
  it('lists each recipe with its cost per serving, facts and how often it is planned', async () => {
    api.loadBook.mockResolvedValue(
      book([soup, salad], [{ id: 'abcdef12-0000', error: 'servings: at most 100 servings' }]),
    );
    await openRecipes();
    expect(api.loadBook).toHaveBeenCalledWith({ userId: USER_ID, today: expect.any(String) });
    const lentils = card('Lentil soup');
    expect(lentils).toHaveTextContent('$2.10 a serving (15 % estimated)');
    expect(lentils).toHaveTextContent('Plan it: once a week');
    expect(within(lentils).getByRole('list', { name: 'Food groups a serving' })).toHaveTextContent(
      'Vegetables 1.3 cup eqWhole grains 2 oz eq',
    );
    expect(within(lentils).getByRole('list', { name: 'Allergens' })).toHaveTextContent('Dairy');
    expect(within(lentils).getByRole('list', { name: 'Diets' })).toHaveTextContent('Vegetarian');
    const beans = card('Bean salad');
    expect(beans).toHaveTextContent('$1.05 a serving');
    expect(beans).not.toHaveTextContent('estimated');
    expect(beans).toHaveTextContent('Plan it: never');
    expect(beans).toHaveTextContent('No major allergens');
    expect(screen.getByText('Recipes that could not be read')).toBeInTheDocument();
    expect(screen.getByText('Recipe abcdef12: servings: at most 100 servings')).toBeInTheDocument();
  });

  it('filters the list by name as the search is typed', async () => {
    await openRecipes();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your recipes' }), 'lent');
    expect(screen.getByRole('listitem', { name: 'Lentil soup' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Bean salad' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your recipes' }), 'x');
    expect(screen.getByText('No recipe named like "lentx".')).toBeInTheDocument();
  });

  it('shows the three ways in when there is no recipe yet', async () => {
    api.loadBook.mockResolvedValue(book([]));
    await openRecipes();
    expect(screen.getByText('You have no recipes of your own yet.')).toBeInTheDocument();
    for (const way of ['Type a recipe', 'Paste text', 'From a web address'])
      expect(screen.getByRole('button', { name: new RegExp(way) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Type a recipe/ }));
    expect(await screen.findByRole('heading', { name: 'New recipe' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ingredient line 1' })).toHaveValue('');
  });

  it('deletes a recipe only after the person confirms', async () => {
    api.removeRecipe.mockResolvedValue(book([salad]));
    await openRecipes();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lentil soup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this recipe?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.removeRecipe).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lentil soup' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'DELETE' }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Lentil soup' })).toBeNull());
    expect(api.removeRecipe).toHaveBeenCalledWith(expect.objectContaining({ id: soup.id }));
  });
});

describe('/recipes review form', () => {
  it('reviews a pasted recipe, changes a line’s food and saves it as the table keeps it', async () => {
    api.importRecipe.mockResolvedValue(imported([draft()], ['No cuisine was given.']));
    api.readLine.mockResolvedValue(matchedLine('1 cup brown rice', wildRice, 164, []));
    api.saveRecipe.mockResolvedValue('33333333-3333-4333-8333-333333333333');
    await openRecipes();
    await pasteRecipe('Rice bowl{enter}1 cup brown rice{enter}salt to taste');
    expect(api.importRecipe).toHaveBeenCalledWith(
      expect.objectContaining({ way: 'text', value: 'Rice bowl\n1 cup brown rice\nsalt to taste' }),
    );
    expect(await screen.findByRole('heading', { name: 'New recipe' })).toBeInTheDocument();
    expect(screen.getByText('No cuisine was given.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rice bowl');
    expect(screen.getByText('Brown rice, 195 g')).toBeInTheDocument();
    expect(screen.getByText(/1 cup = 195 g \(USDA SR28/)).toBeInTheDocument();
    expect(screen.getByText('No amount: left out of nutrition and cost.')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Per serving' });
    expect(
      await within(panel).findByText('$2.10 a serving (15 % estimated)', {}, slow),
    ).toBeVisible();
    expect(panel).toHaveTextContent('412 kcal · Protein 21 g · Carbs 49 g · Fat 12 g');

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Another food for line 1' }),
      wildRice.id,
    );
    expect(await screen.findByText('Wild rice, raw, 164 g')).toBeInTheDocument();
    expect(api.readLine).toHaveBeenCalledWith({
      userId: USER_ID,
      text: '1 cup brown rice',
      food: wildRice.id,
    });
    await userEvent.click(screen.getByRole('button', { name: 'SAVE RECIPE' }));
    await screen.findByText('Saved "Rice bowl".');
    expect(api.saveRecipe).toHaveBeenCalledWith({
      userId: USER_ID,
      recipeId: null,
      recipe: expect.objectContaining({
        name: 'Rice bowl',
        servings: 2,
        ingredients: [
          { line: '1 cup brown rice', food: wildRice.id, grams: 164 },
          { line: 'salt to taste' },
        ],
      }),
    });
    expect(await screen.findByRole('listitem', { name: 'Lentil soup' })).toBeInTheDocument();
    expect(api.loadBook).toHaveBeenCalledTimes(2);
  }, 20_000);

  it('shows why a web address was refused, in the import form', async () => {
    const refusal = 'That address is on a private network, so Mealwise does not fetch it.';
    api.importRecipe.mockRejectedValue(new Error(refusal));
    await openRecipes();
    await userEvent.click(screen.getByRole('button', { name: /From a web address/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Web address of the recipe page' }),
      'http://192.168.1.1/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'READ THE RECIPE' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The recipe could not be read');
    expect(alert).toHaveTextContent(refusal);
    expect(api.importRecipe).toHaveBeenCalledWith(
      expect.objectContaining({ way: 'url', value: 'http://192.168.1.1/' }),
    );
    expect(screen.queryByRole('heading', { name: 'New recipe' })).not.toBeInTheDocument();
  });

  it('lets the person pick one of a page’s recipes', async () => {
    api.importRecipe.mockResolvedValue(imported([draft(), draft({ name: 'Green bowl' })]));
    await openRecipes();
    await userEvent.click(screen.getByRole('button', { name: /From a web address/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Web address of the recipe page' }),
      'https://example.com/bowls',
    );
    await userEvent.click(screen.getByRole('button', { name: 'READ THE RECIPE' }));
    expect(await screen.findByText('This page has several recipes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review Green bowl' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Green bowl');
  });

  it('says what is wrong on Save, and a message clears as its field is typed in', async () => {
    api.readLine.mockResolvedValue(riceLine);
    await openRecipes();
    await userEvent.click(screen.getByRole('button', { name: /Type a recipe/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Servings' }));
    await userEvent.click(screen.getByRole('button', { name: 'SAVE RECIPE' }));
    expect(await screen.findByText('Give the recipe a name.')).toBeInTheDocument();
    expect(screen.getByText('Servings must be a number more than 0, at most 100.')).toBeVisible();
    expect(screen.getByText('Add at least one ingredient line.')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Rice');
    expect(screen.queryByText('Give the recipe a name.')).not.toBeInTheDocument();
    expect(api.saveRecipe).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Ingredient line 1' }), '1 cup rice');
    await userEvent.tab();
    expect(await screen.findByText('Brown rice, 195 g')).toBeInTheDocument();
    expect(api.readLine).toHaveBeenCalledWith({ userId: USER_ID, text: '1 cup rice' });
  }, 20_000);

  it('shows hostile names and steps as text, never as markup', async () => {
    const hostile = '<img src=x onerror="alert(1)">Soup';
    api.loadBook.mockResolvedValue(
      book([stored({ name: hostile, steps: ['<script>alert(2)</script>Stir.'] })]),
    );
    api.readLine.mockResolvedValue(riceLine);
    const { container } = await openRecipes();
    expect(screen.getByRole('heading', { name: hostile })).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `Open ${hostile}` }));
    expect(await screen.findByRole('textbox', { name: /Steps/ })).toHaveValue(
      '<script>alert(2)</script>Stir.',
    );
    expect(container.querySelector('img, script')).toBeNull();
  });
});
