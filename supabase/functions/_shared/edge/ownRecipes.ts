/**
 * The person's own recipes in the planner functions: the recipes marked "plan it", read as the
 * caller (row-level security applies), and the catalogue with them added. The code that makes a
 * recipe a dish (../own-recipes/planned.ts) reads the whole SR28 table for foods outside the
 * catalogue, so it is imported only for a week that has own recipes: the other weeks start and
 * run without it.
 */
import {
  MAX_OWN_IN_WEEK,
  ownRecipeCopySchema,
  parseOwnRecipeRow,
  type OwnRecipe,
} from '../own-recipes/own-recipe.ts';
import type { PlannerCatalogue } from '../planner/types.ts';
import type { DbClient } from './http.ts';

export interface PlannedOwnRecipes {
  recipes: OwnRecipe[];
  /** What the week says of recipes it could not read or take. */
  notes: string[];
}

/** The caller's recipes marked "plan it", the most recently edited first. */
export async function readPlannedOwnRecipes(
  client: DbClient,
  userId: string,
): Promise<PlannedOwnRecipes> {
  const { data, error } = await client
    .from('own_recipes')
    .select('*')
    .eq('user_id', userId)
    .gt('plan_per_week', 0)
    .order('updated_at', { ascending: false })
    .limit(MAX_OWN_IN_WEEK + 1);
  if (error) throw new Error(`Reading own_recipes failed: ${error.message}`);
  const rows = (data ?? []) as unknown[];
  const recipes: OwnRecipe[] = [];
  const notes: string[] = [];
  for (const row of rows.slice(0, MAX_OWN_IN_WEEK)) {
    // A row the database accepts but the week could not keep as its copy (a step longer than
    // the form allows, written by another client) is noted, not planned: the week stays valid.
    const parsed = parseOwnRecipeRow(row);
    if (parsed.ok && ownRecipeCopySchema.safeParse(parsed.recipe).success)
      recipes.push(parsed.recipe);
    else {
      const name = (row as { name?: unknown }).name;
      const which =
        typeof name === 'string'
          ? `Your recipe "${name.trim().slice(0, 60)}"`
          : 'One of your recipes';
      notes.push(
        `${which} could not be read, so it is not planned: open it in My recipes and save it again.`,
      );
    }
  }
  if (rows.length > MAX_OWN_IN_WEEK)
    notes.push(
      `More than ${MAX_OWN_IN_WEEK} of your recipes are marked "plan it": the ${MAX_OWN_IN_WEEK} edited most recently are planned from.`,
    );
  return { recipes, notes };
}

/** The catalogue with the given own recipes added (none: the catalogue itself). */
export async function catalogueWithOwn(
  catalogue: PlannerCatalogue,
  own: readonly OwnRecipe[] | undefined,
): Promise<PlannerCatalogue> {
  if (!own || own.length === 0) return catalogue;
  const { withOwnRecipes } = await import('../own-recipes/planned.ts');
  return withOwnRecipes(catalogue, own);
}
