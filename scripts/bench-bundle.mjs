// `npm run bench:bundle`: builds the app and prints the gzipped size of the JavaScript the
// home page loads (the entry, its static imports, and the home route's chunk with its imports).
// `npm run bench:web` reuses the manifest reading below next to what Chromium really downloads.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run } from './lib.mjs';

export const TARGET_KB = Number(process.env.BUNDLE_TARGET_KB ?? 150);

/** Manifest keys of the chunks a page needs before it can render (entry, guard, page). */
export const PAGE_MANIFEST_KEYS = {
  home: ['index.html', 'src/pages/HomePage.tsx'],
  dashboard: ['index.html', 'src/app/RequireAuth.tsx', 'src/pages/DashboardPage.tsx'],
};

/** Gzip at level 9, as a CDN would serve the file. */
export function gzippedSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

/**
 * The JavaScript files a page loads before it can render, read from the build manifest: the
 * chunks of `keys` and everything they import statically. Dynamic imports (the Supabase client,
 * dialogs) are not followed, because the build cannot know when the page asks for them.
 */
export function manifestClosure(outDir, keys) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzippedSize(readFileSync(path.join(outDir, file))) }));
}

/** Has the manifest a chunk for this source file (a route that exists in this build)? */
export function manifestHas(outDir, key) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  return key in manifest;
}

/** The JavaScript files of the build that carry machine-inspection code (there must be none). */
export function inspectorLeaks(outDir) {
  const markers = ['stately.ai/inspect', 'createBrowserInspector', 'xstateinspector'];
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets).filter(
    (file) =>
      file.endsWith('.js') &&
      markers.some((marker) => readFileSync(path.join(assets, file), 'utf8').includes(marker)),
  );
}

export function formatKb(bytes) {
  return `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
}

/** Prints the files and their total; `budgeted` pages also get the verdict against the target. */
function report(title, files, budgeted) {
  console.log(`\n${title}`);
  let total = 0;
  for (const { file, gzipBytes } of files) {
    total += gzipBytes;
    console.log(`  ${formatKb(gzipBytes)}  ${file}`);
  }
  const kb = total / 1024;
  const verdict = budgeted
    ? ` (target < ${TARGET_KB} KB: ${kb < TARGET_KB ? 'met' : 'NOT met'})`
    : '';
  console.log(`  ${formatKb(total)}  total gzipped JS${verdict}`);
}

function main() {
  // Its own folder, so a running e2e server or preview of dist/ is left alone.
  const dist = path.join(root, 'dist-bundle');
  const build = ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'];
  if (run('npx', build) !== 0) process.exit(1);
  report('Home page (/)', manifestClosure(dist, PAGE_MANIFEST_KEYS.home), true);
  // Machine inspection is development-only: none of its code may reach the production bundle.
  const leaking = inspectorLeaks(dist);
  console.log(
    `\nInspector code in the production bundle: ${leaking.length === 0 ? 'none' : leaking.join(', ')}`,
  );
  if (manifestHas(dist, 'src/pages/DashboardPage.tsx')) {
    report('Dashboard (/dashboard)', manifestClosure(dist, PAGE_MANIFEST_KEYS.dashboard), false);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
