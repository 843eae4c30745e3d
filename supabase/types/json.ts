/** A JSON value, as `supabase gen types typescript` writes it for json and jsonb columns. */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];
