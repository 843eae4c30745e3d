/**
 * The tables of a person and their onboarding answers, part of `Database` (./database.ts);
 * the same shape `supabase gen types typescript` produces, written by hand from supabase/migrations.
 */
export type ProfileTables = {
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
  email_requests: {
    Row: {
      account_id: string | null;
      client_ip: string;
      email_hash: string;
      id: number;
      kind: string;
      requested_at: string;
    };
    Insert: {
      account_id?: string | null;
      client_ip?: string;
      email_hash: string;
      id?: never;
      kind?: string;
      requested_at?: string;
    };
    Update: {
      account_id?: string | null;
      client_ip?: string;
      email_hash?: string;
      id?: never;
      kind?: string;
      requested_at?: string;
    };
    Relationships: [];
  };
};
