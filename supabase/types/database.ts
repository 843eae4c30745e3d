/**
 * The database's types in the shape `supabase gen types typescript` produces, written by hand
 * from supabase/migrations (keep them in step). Shared by the app and the functions:
 * `createClient<Database>(...)` types every `.from(table)` call.
 * numeric columns are `number` (PostgREST sends them as JSON numbers); timestamptz and date
 * columns are ISO strings.
 * The tables and functions are written in ./profile-tables.ts, ./plan-tables.ts,
 * ./recipe-tables.ts, ./household-tables.ts and ./functions.ts; this file composes them into the one `Database` type.
 */
import type { DatabaseFunctions } from './functions.ts';
import type { HouseholdTables } from './household-tables.ts';
import type { Json } from './json.ts';
import type { PlanTables } from './plan-tables.ts';
import type { ProfileTables } from './profile-tables.ts';
import type { RecipeTables } from './recipe-tables.ts';

export type { Json };

export type Database = {
  // Lets createClient pick the PostgREST dialect, as the generated file does.
  __InternalSupabase: {
    PostgrestVersion: '12.2.3 (519615d)';
  };
  public: {
    Tables: ProfileTables & PlanTables & RecipeTables & HouseholdTables;
    Views: {
      [_ in never]: never;
    };
    Functions: DatabaseFunctions;
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];

/** A table's row, e.g. `Tables<'food_preferences'>`. */
export type Tables<TableName extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][TableName]['Row'];
/** What an insert or upsert of the table accepts. */
export type TablesInsert<TableName extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][TableName]['Insert'];
/** What an update of the table accepts. */
export type TablesUpdate<TableName extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][TableName]['Update'];

export type TableName = keyof PublicSchema['Tables'];
