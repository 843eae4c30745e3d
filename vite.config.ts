import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import postcss from 'postcss';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from './scripts/prerender-plugin.ts';
import { installableApp } from './scripts/pwa-config.ts';
import { isPartWithoutPreloads } from './scripts/parts-without-preloads.ts';
import { mantineStableIds } from './scripts/mantine-stable-ids.ts';
import { addressesOf, pageRecords } from './machines/shared/paths.ts';

/** The module of the guard in front of the signed-in pages (src/app/routes.tsx). */
const GUARD_MODULE = 'src/app/RequireAuth.tsx';

/**
 * The pages people most often open first (their records' `build`), by address, with the source
 * files of their lazy route chunks (guards first). The router would only ask for these chunks
 * after the entry has been downloaded and run; preloading them from the HTML lets them download
 * alongside it. A file missing from the build fails it. The signed-in pages render at once from
 * the session this browser keeps and the copy of their data it keeps (src/auth/session.tsx):
 * their chunks are all they wait for. supabase-js is not preloaded: it loads once the page has
 * painted (src/services/supabase.ts getSupabase).
 */
const FIRST_PAGE_CHUNKS: Record<string, string[]> = Object.fromEntries(
  pageRecords
    .filter((record) => record.build !== undefined)
    .flatMap((record) => {
      const guarded = record.access === 'setup' || record.access === 'member';
      const sources = [...(guarded ? [GUARD_MODULE] : []), `src/pages/${record.module}.tsx`];
      // A day page is opened by weekday: the preload lookup matches the exact address.
      return addressesOf(record).map((address) => [address, sources]);
    }),
);

/** A chunk and the chunks it imports statically, as public paths. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen: Set<string>): void {
  if (seen.has(fileName)) return;
  seen.add(fileName);
  const output = bundle[fileName];
  if (output?.type !== 'chunk') return;
  for (const imported of output.imports) staticClosure(bundle, imported, seen);
}

/**
 * Adds a small script that modulepreloads the chunks of the page in the address bar. It goes
 * first in the head: an inline script after a stylesheet would wait for the stylesheet.
 */
function firstPagePreloads(): Plugin {
  return {
    name: 'mealwise:first-page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const entryFiles = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
          staticClosure(bundle, entry.fileName, entryFiles);
        }
        const notInEntry = (files: Set<string>) =>
          [...files]
            .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
            .map((file) => `/${file}`);
        const preloads: Record<string, string[]> = {};
        for (const [address, sources] of Object.entries(FIRST_PAGE_CHUNKS)) {
          const files = new Set<string>();
          for (const source of sources) {
            const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
            if (!chunk) throw new Error(`first-page preloads: no chunk for ${source}`);
            staticClosure(bundle, chunk.fileName, files);
          }
          preloads[address] = notInEntry(files);
        }
        const script = [
          `var preloads = ${JSON.stringify(preloads)};`,
          `var files = preloads[location.pathname.replace(/(.)\\/+$/, '$1')] || [];`,
          'files.forEach(function (href) {',
          "  var link = document.createElement('link');",
          "  link.rel = 'modulepreload';",
          "  link.crossOrigin = '';",
          '  link.href = href;',
          '  document.head.appendChild(link);',
          '});',
        ].join('\n');
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * Loads the app's stylesheet without holding back the first paint: the link becomes a preload
 * (fetched at once, at the highest priority, where it stood in the head, so the cascade order
 * is unchanged), the browser paints the loading state straight away (the head's inline style
 * gives it its look), and src/main.tsx turns the preload into the stylesheet and renders the
 * app only once it applies, so nothing ever shows unstyled.
 */
function stylesWithoutBlockingPaint(): Plugin {
  return {
    name: 'mealwise:styles-without-blocking-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(
          /<link rel="stylesheet"([^>]*href="\/assets\/[^"]+\.css"[^>]*)>/g,
          '<link rel="preload" as="style" data-app-stylesheet$1>',
        );
      },
    },
  };
}

/** Mantine's CSS-module class names as they appear in its stylesheet and in its components. */
const MANTINE_CLASS = /\bm_[0-9a-f]{5,8}\b/g;

/**
 * Drops the stylesheet rules of Mantine components the app never renders. The app imports
 * Mantine's whole stylesheet (so a component added later is never unstyled), and half of its
 * 36 KB (gzip) styles components no page uses, all of it on the way to the first render.
 * A component's class names are string literals in the chunk that renders it, so a rule is kept
 * when, for one of its selectors, every Mantine class it names appears in some chunk of this
 * build: whatever a page can render keeps its styles. The trimmed stylesheet is emitted under a
 * name hashed from its own content, so a browser never keeps a stale copy across builds.
 */
function dropUnusedMantineRules(): Plugin {
  return {
    name: 'mealwise:drop-unused-mantine-rules',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const outputs = Object.values(bundle);
        const used = new Set<string>();
        for (const output of outputs) {
          if (output.type !== 'chunk') continue;
          for (const name of output.code.match(MANTINE_CLASS) ?? []) used.add(name);
        }
        for (const asset of outputs) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const root = postcss.parse(String(asset.source));
          root.walkRules((rule) => {
            const stylesUsedClasses = rule.selectors.some((selector) =>
              (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name)),
            );
            if (!stylesUsedClasses) rule.remove();
          });
          root.walkAtRules((atRule) => {
            if (atRule.nodes?.length === 0) atRule.remove();
          });
          const oldName = asset.fileName;
          delete bundle[oldName];
          const reference = this.emitFile({
            type: 'asset',
            name: asset.names[0] ?? 'index.css',
            originalFileName: asset.originalFileNames[0],
            source: root.toString(),
          });
          const newName = this.getFileName(reference);
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk') continue;
            const importedCss = output.viteMetadata?.importedCss;
            if (importedCss?.delete(oldName)) importedCss.add(newName);
            output.code = output.code.replaceAll(oldName, newName);
          }
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    mantineStableIds(),
    firstPagePreloads(),
    stylesWithoutBlockingPaint(),
    dropUnusedMantineRules(),
    ...prerenderPages(),
    // Last, after the prerendered pages and app.html are written: the service worker precaches them.
    VitePWA(installableApp),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // Every browser the es2022 target runs in but Safari 16 preloads modules itself, and there
    // the preloads are only skipped (the app still loads): the polyfill is 0.6 KB (gzip) that
    // every visitor would download for nothing.
    modulePreload: {
      polyfill: false,
      // The parts no one waits for as a page loads fetch their imports without preload links.
      resolveDependencies: (file, deps) => (isPartWithoutPreloads(file) ? [] : deps),
    },
    // React, its scheduler and its store shim in one chunk of their own. Left to itself the
    // bundler splits the shim and react-dom's small entry out of the app's entry into two extra
    // files once a lazy chunk (the spending-history chart) imports them too, which costs every
    // page almost a kilobyte more (npm run bench:bundle).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
            },
            // Everything the entry imports statically, in the entry's one chunk. Left to itself
            // the bundler gives each module the entry shares with a lazy chunk (Mantine's Text,
            // Stack, Loader and the like, the app's paths) a small file of its own: two dozen
            // files every page loads, and about 4 KB (gzip) more for the home page than in one.
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
