// Deno entry of the household function on hosted Supabase.
import handler from './handler.ts';

Deno.serve((req) => handler(req, Deno.env.toObject()));
