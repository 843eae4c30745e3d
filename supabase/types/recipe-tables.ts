/**
 * A person's own recipes (supabase/migrations/20261128010000_own_recipes.sql). Part of `Database`
 * (./database.ts), in the shape `supabase gen types typescript` produces, written by hand from
 * the migration.
 */
import type { Json } from './json.ts';

type OwnRecipeColumns = {
  cook_minutes: number;
  created_at: string;
  cuisine: string | null;
  id: string;
  ingredients: Json;
  meal_types: string[];
  methods: string[];
  name: string;
  plan_per_week: number;
  prep_minutes: number;
  servings: number;
  source_url: string | null;
  steps: Json;
  updated_at: string;
  user_id: string;
  version: number;
};

/** Columns an insert may leave to their defaults. */
type Defaulted =
  | 'cook_minutes'
  | 'created_at'
  | 'cuisine'
  | 'id'
  | 'methods'
  | 'plan_per_week'
  | 'prep_minutes'
  | 'source_url'
  | 'steps'
  | 'updated_at'
  | 'version';

export type RecipeTables = {
  own_recipes: {
    Row: OwnRecipeColumns;
    Insert: Omit<OwnRecipeColumns, Defaulted> & Partial<Pick<OwnRecipeColumns, Defaulted>>;
    Update: Partial<OwnRecipeColumns>;
    Relationships: [];
  };
};
