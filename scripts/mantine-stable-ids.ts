/**
 * The build's plugin that gives Mantine's components src/app/mantineHooks.ts wherever they (or
 * the app) import @mantine/hooks: the same hooks, with a useId that does not render each
 * component twice. The stand-in itself still reaches the real package. Only the production build
 * uses it; the dev server and the tests keep Mantine's own useId (the ids differ, nothing else).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const MANTINE_HOOKS_STAND_IN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/app/mantineHooks.ts',
);

const normalise = (id: string) => id.split('?')[0]?.replaceAll('\\', '/') ?? id;

/** Where an import of @mantine/hooks resolves: the stand-in, unless the stand-in asks. */
export function resolveMantineHooks(source: string, importer: string | undefined): string | null {
  if (source !== '@mantine/hooks' || importer === undefined) return null;
  if (normalise(importer) === normalise(MANTINE_HOOKS_STAND_IN)) return null;
  return MANTINE_HOOKS_STAND_IN;
}

export function mantineStableIds(): Plugin {
  return {
    name: 'mealwise:mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return resolveMantineHooks(source, importer);
    },
  };
}
