/**
 * The database functions callable through /rpc, part of `Database` (./database.ts), in the shape
 * `supabase gen types typescript` produces.
 */
import type { Json } from './json.ts';

export type DatabaseFunctions = {
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
  // supabase/migrations/20261129000000_household_accounts.sql: the signed-in account's
  // household, and accepting an invitation (the household function, service role only).
  household_id: {
    Args: Record<PropertyKey, never>;
    Returns: string;
  };
  peek_household_invitation: {
    Args: {
      account: string;
      account_email: string;
      token_hash: string;
    };
    Returns: Json;
  };
  household_invitation_refusal: {
    Args: {
      account: string;
      account_email: string;
      invitation: Json;
    };
    Returns: string | null;
  };
  accept_household_invitation: {
    Args: {
      account: string;
      account_email: string;
      token_hash: string;
    };
    Returns: string;
  };
};
