/**
 * The app's own modules import one another without a cycle, counting `import()` too (a cycle
 * hidden behind a dynamic import is still one: a module half evaluated when the other needs it).
 * Type-only imports are left out: they vanish from the build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['src', 'machines', 'supabase/functions/_shared'];
const IMPORT =
  /(?:^|\n)\s*(import|export)(\s+type)?\s[^'";]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Each module and the modules of ours it imports (relative specifiers that exist). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imports: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[2]) continue;
      const specifier = match[3] ?? match[4] ?? match[5];
      if (!specifier) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (existsSync(target)) imports.push(target);
    }
    graph.set(file, imports);
  }
  return graph;
}

/** The import chains that come back to where they started (depth-first, each found once). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const done = new Set<string>();
  const onPath: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

const relative = (chain: readonly string[]) =>
  chain.map((file) => path.relative(ROOT, file)).join(' -> ');

describe('the import graph', () => {
  it('finds a cycle, static or through import(), when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads static imports, re-exports and import() and leaves type-only imports out', () => {
    const files = sourcesUnder(path.join(ROOT, 'src/device'));
    const graph = importGraph(files);
    const queueActor = path.join(ROOT, 'src/device/changeQueueActor.ts');
    expect(graph.get(queueActor)).toContain(path.join(ROOT, 'src/device/changeQueue.ts'));
    // Its import of the queue's types is `import type`: not an edge.
    expect(graph.get(queueActor)).not.toContain(
      path.join(ROOT, 'machines/shoppingList/changeQueue.types.ts'),
    );
  });

  it('has no cycle among the app, the machines and the shared function code', () => {
    const files = FOLDERS.flatMap((folder) => sourcesUnder(path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(300);
    expect(cyclesOf(importGraph(files)).map(relative)).toEqual([]);
  });
});
