// Deno entry of own-recipes on hosted Supabase (and under `deno run` in the tests).
import handler from './handler.ts';

Deno.serve((req) => handler(req, Deno.env.toObject()));
