// `npm run bench:bundle`: builds the app and prints the gzipped size of the JavaScript the
// home page loads (the entry, its static imports, and the home route's chunk with its imports).
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { root, run } from './lib.mjs';

const TARGET_KB = Number(process.env.BUNDLE_TARGET_KB ?? 150);

if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);

const dist = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The files a page loads before it can render: a chunk and everything it imports statically. */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

function report(title, keys) {
  const files = closure(keys);
  let total = 0;
  console.log(`\n${title}`);
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += size;
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const kb = total / 1024;
  console.log(
    `  ${kb.toFixed(1).padStart(7)} KB  total gzipped JS (target < ${TARGET_KB} KB: ${kb < TARGET_KB ? 'met' : 'NOT met'})`,
  );
  return kb;
}

report('Home page (/)', ['index.html', 'src/pages/HomePage.tsx']);

// Machine inspection is development-only: none of its code may reach the production bundle.
const inspectorMarkers = ['stately.ai/inspect', 'createBrowserInspector', 'xstateinspector'];
const leaking = readdirSync(path.join(dist, 'assets')).filter(
  (file) =>
    file.endsWith('.js') &&
    inspectorMarkers.some((marker) =>
      readFileSync(path.join(dist, 'assets', file), 'utf8').includes(marker),
    ),
);
console.log(
  `\nInspector code in the production bundle: ${leaking.length === 0 ? 'none' : leaking.join(', ')}`,
);
if (manifest['src/pages/DashboardPage.tsx']) {
  report('Dashboard (/dashboard)', [
    'index.html',
    'src/app/RequireAuth.tsx',
    'src/pages/DashboardPage.tsx',
  ]);
}
