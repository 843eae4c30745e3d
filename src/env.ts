import { z } from './services/zod.ts';

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ message: 'VITE_SUPABASE_URL must be the URL of the Supabase API' }),
  VITE_SUPABASE_ANON_KEY: z
    .string()
    .min(20, 'VITE_SUPABASE_ANON_KEY must be the project’s anon key'),
});

export type AppEnv = z.infer<typeof envSchema>;

/** The app's configuration, checked once; a missing value names itself instead of failing later. */
export function readEnv(source: Record<string, unknown> = import.meta.env): AppEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(
      `The app is not configured:\n${problems.join('\n')}\nRun it with \`npm start\`, which sets them from the local backend.`,
    );
  }
  return parsed.data;
}
