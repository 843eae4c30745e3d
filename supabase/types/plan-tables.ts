/**
 * The tables of the week's plan: the plan and its budget changes, the shopping list, purchases,
 * the pantry and the price book. Part of `Database` (./database.ts), in the shape
 * `supabase gen types typescript` produces, written by hand from supabase/migrations.
 */
import type { Json } from './json.ts';

export type PlanTables = {
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
  shopping_list_items: {
    Row: {
      amount: string;
      /** When the line's tick state was made (list_conflicts.sql: the later change wins). */
      changed_at: string;
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
      changed_at?: string;
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
      changed_at?: string;
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
