/**
 * The database's types in the shape `supabase gen types typescript` produces, written by hand
 * from supabase/migrations (keep them in step). Shared by the app and the functions:
 * `createClient<Database>(...)` types every `.from(table)` call.
 * numeric columns are `number` (PostgREST sends them as JSON numbers); timestamptz and date
 * columns are ISO strings.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Lets createClient pick the PostgREST dialect, as the generated file does.
  __InternalSupabase: {
    PostgrestVersion: '12.2.3 (519615d)';
  };
  public: {
    Tables: {
      budget_changes: {
        Row: {
          change: string;
          created_at: string;
          id: string;
          price_difference: number;
          user_id: string;
          week_start: string;
        };
        Insert: {
          change: string;
          created_at?: string;
          id?: string;
          price_difference: number;
          user_id: string;
          week_start: string;
        };
        Update: {
          change?: string;
          created_at?: string;
          id?: string;
          price_difference?: number;
          user_id?: string;
          week_start?: string;
        };
        Relationships: [];
      };
      budget_settings: {
        Row: {
          created_at: string;
          id: string;
          ingredient_quality: string | null;
          preferred_store: string[] | null;
          preferred_store_other: string | null;
          shopping_frequency: string | null;
          updated_at: string;
          zip_code: string | null;
        };
        Insert: {
          created_at?: string;
          id: string;
          ingredient_quality?: string | null;
          preferred_store?: string[] | null;
          preferred_store_other?: string | null;
          shopping_frequency?: string | null;
          updated_at?: string;
          zip_code?: string | null;
        };
        Update: {
          created_at?: string;
          id?: string;
          ingredient_quality?: string | null;
          preferred_store?: string[] | null;
          preferred_store_other?: string | null;
          shopping_frequency?: string | null;
          updated_at?: string;
          zip_code?: string | null;
        };
        Relationships: [];
      };
      food_preferences: {
        Row: {
          allergies: string[] | null;
          created_at: string;
          dietary_restrictions: string[] | null;
          disliked_foods: string | null;
          favorite_cuisines: string[] | null;
          id: string;
          protein_goal: string | null;
          updated_at: string;
        };
        Insert: {
          allergies?: string[] | null;
          created_at?: string;
          dietary_restrictions?: string[] | null;
          disliked_foods?: string | null;
          favorite_cuisines?: string[] | null;
          id: string;
          protein_goal?: string | null;
          updated_at?: string;
        };
        Update: {
          allergies?: string[] | null;
          created_at?: string;
          dietary_restrictions?: string[] | null;
          disliked_foods?: string | null;
          favorite_cuisines?: string[] | null;
          id?: string;
          protein_goal?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      household_members: {
        Row: {
          activity_level: string;
          age: number;
          allergies: string[];
          created_at: string;
          dietary_restrictions: string[];
          gender: string;
          height_feet: number | null;
          height_inches: number | null;
          id: string;
          meals_at_home: string[];
          name: string;
          position: number;
          updated_at: string;
          user_id: string;
          weight: number | null;
        };
        Insert: {
          activity_level: string;
          age: number;
          allergies?: string[];
          created_at?: string;
          dietary_restrictions?: string[];
          gender: string;
          height_feet?: number | null;
          height_inches?: number | null;
          id?: string;
          meals_at_home?: string[];
          name: string;
          position?: number;
          updated_at?: string;
          user_id: string;
          weight?: number | null;
        };
        Update: {
          activity_level?: string;
          age?: number;
          allergies?: string[];
          created_at?: string;
          dietary_restrictions?: string[];
          gender?: string;
          height_feet?: number | null;
          height_inches?: number | null;
          id?: string;
          meals_at_home?: string[];
          name?: string;
          position?: number;
          updated_at?: string;
          user_id?: string;
          weight?: number | null;
        };
        Relationships: [];
      };
      meal_frequency: {
        Row: {
          breakfasts_per_week: number | null;
          cooking_methods: string[] | null;
          cooking_time: string | null;
          created_at: string;
          custom_budget: number | null;
          dinner_per_week: number | null;
          id: string;
          lunch_per_week: number | null;
          meal_prep_frequency: string | null;
          snacks_per_week: number | null;
          updated_at: string;
          weekly_budget: string | null;
        };
        Insert: {
          breakfasts_per_week?: number | null;
          cooking_methods?: string[] | null;
          cooking_time?: string | null;
          created_at?: string;
          custom_budget?: number | null;
          dinner_per_week?: number | null;
          id: string;
          lunch_per_week?: number | null;
          meal_prep_frequency?: string | null;
          snacks_per_week?: number | null;
          updated_at?: string;
          weekly_budget?: string | null;
        };
        Update: {
          breakfasts_per_week?: number | null;
          cooking_methods?: string[] | null;
          cooking_time?: string | null;
          created_at?: string;
          custom_budget?: number | null;
          dinner_per_week?: number | null;
          id?: string;
          lunch_per_week?: number | null;
          meal_prep_frequency?: string | null;
          snacks_per_week?: number | null;
          updated_at?: string;
          weekly_budget?: string | null;
        };
        Relationships: [];
      };
      meal_plans: {
        Row: {
          created_at: string;
          id: string;
          plan: Json;
          shopping_list: Json;
          summary: Json | null;
          updated_at: string;
          user_id: string;
          week_start: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          plan: Json;
          shopping_list?: Json;
          summary?: Json | null;
          updated_at?: string;
          user_id: string;
          week_start: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          plan?: Json;
          shopping_list?: Json;
          summary?: Json | null;
          updated_at?: string;
          user_id?: string;
          week_start?: string;
        };
        Relationships: [];
      };
      onboarding_profile: {
        Row: {
          activity_level: string | null;
          age: number | null;
          created_at: string;
          full_name: string | null;
          gender: string | null;
          health_goal: string | null;
          height_feet: number | null;
          height_inches: number | null;
          id: string;
          updated_at: string;
          weight: number | null;
        };
        Insert: {
          activity_level?: string | null;
          age?: number | null;
          created_at?: string;
          full_name?: string | null;
          gender?: string | null;
          health_goal?: string | null;
          height_feet?: number | null;
          height_inches?: number | null;
          id: string;
          updated_at?: string;
          weight?: number | null;
        };
        Update: {
          activity_level?: string | null;
          age?: number | null;
          created_at?: string;
          full_name?: string | null;
          gender?: string | null;
          health_goal?: string | null;
          height_feet?: number | null;
          height_inches?: number | null;
          id?: string;
          updated_at?: string;
          weight?: number | null;
        };
        Relationships: [];
      };
      pantry_items: {
        Row: {
          created_at: string;
          food: string;
          grams: number;
          id: string;
          item_key: string | null;
          kind: string;
          on_date: string;
          reason: string | null;
          user_id: string;
          week_start: string | null;
        };
        Insert: {
          created_at?: string;
          food: string;
          grams: number;
          id?: string;
          item_key?: string | null;
          kind: string;
          on_date: string;
          reason?: string | null;
          user_id: string;
          week_start?: string | null;
        };
        Update: {
          created_at?: string;
          food?: string;
          grams?: number;
          id?: string;
          item_key?: string | null;
          kind?: string;
          on_date?: string;
          reason?: string | null;
          user_id?: string;
          week_start?: string | null;
        };
        Relationships: [];
      };
      planning_preferences: {
        Row: {
          allergies_other: string | null;
          created_at: string;
          custom_protein_amount: number | null;
          dietary_restrictions_other: string | null;
          id: string;
          meal_plan_start_day: string | null;
          plan_focus: number | null;
          recommended_protein: number | null;
          staples_answered_on: string | null;
          updated_at: string;
        };
        Insert: {
          allergies_other?: string | null;
          created_at?: string;
          custom_protein_amount?: number | null;
          dietary_restrictions_other?: string | null;
          id: string;
          meal_plan_start_day?: string | null;
          plan_focus?: number | null;
          recommended_protein?: number | null;
          staples_answered_on?: string | null;
          updated_at?: string;
        };
        Update: {
          allergies_other?: string | null;
          created_at?: string;
          custom_protein_amount?: number | null;
          dietary_restrictions_other?: string | null;
          id?: string;
          meal_plan_start_day?: string | null;
          plan_focus?: number | null;
          recommended_protein?: number | null;
          staples_answered_on?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      price_book: {
        Row: {
          created_at: string;
          food: string;
          id: string;
          item_key: string;
          package_grams: number;
          package_label: string;
          package_price: number;
          paid_on: string;
          user_id: string;
          week_start: string;
        };
        Insert: {
          created_at?: string;
          food: string;
          id?: string;
          item_key: string;
          package_grams: number;
          package_label: string;
          package_price: number;
          paid_on: string;
          user_id: string;
          week_start: string;
        };
        Update: {
          created_at?: string;
          food?: string;
          id?: string;
          item_key?: string;
          package_grams?: number;
          package_label?: string;
          package_price?: number;
          paid_on?: string;
          user_id?: string;
          week_start?: string;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          created_at: string;
          full_name: string | null;
          id: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          full_name?: string | null;
          id: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          full_name?: string | null;
          id?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      purchases: {
        Row: {
          amount_paid: number;
          id: string;
          item_key: string;
          name: string;
          purchased_at: string;
          user_id: string;
          week_start: string;
        };
        Insert: {
          amount_paid: number;
          id?: string;
          item_key: string;
          name: string;
          purchased_at?: string;
          user_id: string;
          week_start: string;
        };
        Update: {
          amount_paid?: number;
          id?: string;
          item_key?: string;
          name?: string;
          purchased_at?: string;
          user_id?: string;
          week_start?: string;
        };
        Relationships: [];
      };
      reset_email_requests: {
        Row: {
          client_ip: string;
          email_hash: string;
          id: number;
          requested_at: string;
        };
        Insert: {
          client_ip?: string;
          email_hash: string;
          id?: never;
          requested_at?: string;
        };
        Update: {
          client_ip?: string;
          email_hash?: string;
          id?: never;
          requested_at?: string;
        };
        Relationships: [];
      };
      shopping_list_items: {
        Row: {
          amount: string;
          checked: boolean;
          created_at: string;
          custom: boolean;
          id: string;
          item_key: string;
          name: string;
          price: number;
          updated_at: string;
          user_id: string;
          week_start: string;
        };
        Insert: {
          amount?: string;
          checked?: boolean;
          created_at?: string;
          custom?: boolean;
          id?: string;
          item_key: string;
          name: string;
          price?: number;
          updated_at?: string;
          user_id: string;
          week_start: string;
        };
        Update: {
          amount?: string;
          checked?: boolean;
          created_at?: string;
          custom?: boolean;
          id?: string;
          item_key?: string;
          name?: string;
          price?: number;
          updated_at?: string;
          user_id?: string;
          week_start?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      // supabase/migrations/20261124000000_server_owned_plans.sql. The plan writers are for the
      // planner functions (service role); add_custom_item for the signed-in person. void: data is
      // null.
      save_generated_plan: {
        Args: {
          change: string;
          plan: Json;
          price_difference: number;
          shopping_list: Json;
          summary: Json;
          user_id: string;
          week_start: string;
        };
        Returns: undefined;
      };
      save_plan_edit: {
        Args: {
          change: string;
          expected_edits: number;
          plan: Json;
          price_difference: number;
          shopping_list: Json;
          summary: Json;
          user_id: string;
          week_start: string;
        };
        Returns: undefined;
      };
      add_custom_item: {
        Args: {
          amount: string;
          item_key: string;
          name: string;
          price: number;
          week_start: string;
        };
        Returns: undefined;
      };
    };
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
