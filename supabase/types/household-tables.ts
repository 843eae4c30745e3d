/**
 * The tables of households of several accounts (supabase/migrations/
 * 20261129000000_household_accounts.sql), part of `Database` (./database.ts), in the shape
 * `supabase gen types typescript` produces. household_invitations is the service role's only.
 */
export type HouseholdTables = {
  household_accounts: {
    Row: {
      account_id: string;
      household_id: string;
      joined_at: string;
      member_id: string;
    };
    Insert: {
      account_id: string;
      household_id: string;
      joined_at?: string;
      member_id: string;
    };
    Update: {
      account_id?: string;
      household_id?: string;
      joined_at?: string;
      member_id?: string;
    };
    Relationships: [];
  };
  household_invitations: {
    Row: {
      created_at: string;
      email: string;
      expires_at: string;
      household_id: string;
      id: string;
      member_id: string;
      token_hash: string;
      used_at: string | null;
      used_by: string | null;
    };
    Insert: {
      created_at?: string;
      email: string;
      expires_at: string;
      household_id: string;
      id?: string;
      member_id: string;
      token_hash: string;
      used_at?: string | null;
      used_by?: string | null;
    };
    Update: {
      created_at?: string;
      email?: string;
      expires_at?: string;
      household_id?: string;
      id?: string;
      member_id?: string;
      token_hash?: string;
      used_at?: string | null;
      used_by?: string | null;
    };
    Relationships: [];
  };
};
