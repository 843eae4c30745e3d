/**
 * `npm run machines:docs`: writes a Mermaid state diagram of every top-level machine, built
 * from the machine definitions themselves, into docs/machines/ (and an index that shows them
 * all), and renders each to SVG with mermaid in Chromium when Chromium is there. The .mmd text
 * is the source of truth; a test fails when it or an SVG drawn from it is stale.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { MermaidRenderer } from './render-mermaid.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const machinesDir = path.join(root, 'machines');
export const docsDir = path.join(root, 'docs', 'machines');

type Transition = {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
  reenter?: boolean;
};

function nodeId(node: AnyStateNode): string {
  return node.path.length === 0 ? 'root' : node.path.join('__').replace(/[^A-Za-z0-9_]/g, '_');
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type } = guard as { type: unknown };
    if (typeof type === 'string') return type;
    return 'guard';
  }
  if (typeof guard === 'function')
    return guard.name && guard.name !== 'guard' ? guard.name : 'guard';
  return 'guard';
}

function escapeLabel(text: string): string {
  // Mermaid reads ':' ';' and '#' specially inside labels.
  return text.replace(/[:;#]/g, ' ').replace(/\s+/g, ' ').trim();
}

function eventLabel(transition: Transition): string {
  const type = transition.eventType;
  let label: string;
  if (type === '') label = 'always';
  else if (type.startsWith('xstate.after.'))
    label = `after ${type.slice('xstate.after.'.length).split('.')[0]}`;
  else if (type.startsWith('xstate.done.actor.'))
    label = `${type.slice('xstate.done.actor.'.length)} done`;
  else if (type.startsWith('xstate.error.actor.'))
    label = `${type.slice('xstate.error.actor.'.length)} error`;
  else if (type.startsWith('xstate.done.state.')) label = 'regions done';
  else label = type;
  const guard = guardName(transition.guard);
  return escapeLabel(guard ? `${label} [${guard}]` : label);
}

function transitionsOf(node: AnyStateNode): Transition[] {
  const list: Transition[] = [];
  for (const [, transitions] of node.transitions) list.push(...(transitions as Transition[]));
  for (const transition of (node.always ?? []) as Transition[])
    list.push({ ...transition, eventType: '' });
  return list;
}

type Edge = { from: string; to: string; label: string };

function describeNode(node: AnyStateNode, indent: string, lines: string[], edges: Edge[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return;
  if (node.type !== 'parallel') {
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${indent}[*] --> ${nodeId(initial)}`);
  }
  children.forEach((child, index) => {
    const id = nodeId(child);
    const invoked = (child.invoke ?? []).map((invoke) =>
      typeof invoke.src === 'string' ? invoke.src : invoke.id,
    );
    const details: string[] = [];
    if (invoked.length > 0) details.push(`invokes ${escapeLabel(invoked.join(', '))}`);
    if (child.tags.length > 0) details.push(`tags ${escapeLabel(child.tags.join(', '))}`);
    // A transition without a target runs its actions and stays put: as in UML, it is listed
    // inside the state rather than drawn as a loop (loops pile up and their labels collide).
    const handled: string[] = [];
    for (const transition of transitionsOf(child)) {
      const targets = transition.target ?? [];
      const label = eventLabel(transition);
      if (targets.length === 0) {
        if (!handled.includes(label)) handled.push(label);
      } else {
        for (const target of targets) edges.push({ from: id, to: nodeId(target), label });
      }
    }
    const compound = Object.keys(child.states).length > 0;
    if (compound) {
      // Mermaid refuses description lines on a state that has children: the details join its
      // title and the events it handles in place go into a note beside it.
      const title = details.length > 0 ? `${child.key} (${details.join(', ')})` : child.key;
      lines.push(`${indent}state "${title}" as ${id}`);
      lines.push(`${indent}state ${id} {`);
      describeNode(child, `${indent}  `, lines, edges);
      lines.push(`${indent}}`);
      if (handled.length > 0) {
        lines.push(`${indent}note right of ${id}`, `${indent}  handles in place`);
        for (const label of handled) lines.push(`${indent}  ${label}`);
        lines.push(`${indent}end note`);
      }
    } else {
      lines.push(`${indent}state "${child.key}" as ${id}`);
      for (const detail of details) lines.push(`${indent}${id} : ${detail}`);
      for (const label of handled) lines.push(`${indent}${id} : on ${label}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    if (node.type === 'parallel' && index < children.length - 1) lines.push(`${indent}--`);
  });
}

/** The Mermaid stateDiagram-v2 text of a machine. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines: string[] = ['stateDiagram-v2'];
  const edges: Edge[] = [];
  describeNode(machine.root, '  ', lines, edges);
  // Transitions declared on the machine itself apply in every state.
  for (const transition of transitionsOf(machine.root)) {
    for (const target of transition.target ?? []) {
      edges.push({
        from: 'root',
        to: nodeId(target),
        label: `${eventLabel(transition)} (any state)`,
      });
    }
  }
  return [...lines, ...mergeParallelEdges(edges).map((edge) => `  ${edge}`)].join('\n') + '\n';
}

/*
 * Several transitions between the same two states (a done and an error edge, three self-loops
 * for different events) become one arrow with one label line each: separate arrows are drawn on
 * top of each other and their labels collide. The order of first appearance is kept.
 */
function mergeParallelEdges(edges: readonly Edge[]): string[] {
  const labelsByPair = new Map<string, { from: string; to: string; labels: string[] }>();
  for (const edge of edges) {
    const key = `${edge.from} ${edge.to}`;
    const pair = labelsByPair.get(key) ?? { from: edge.from, to: edge.to, labels: [] };
    if (!pair.labels.includes(edge.label)) pair.labels.push(edge.label);
    labelsByPair.set(key, pair);
  }
  return [...labelsByPair.values()].map(
    (pair) => `${pair.from} --> ${pair.to} : ${pair.labels.join('<br/>')}`,
  );
}

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && '__xstatenode' in value;
}

/** Every machine exported by machines/<name>/<name>.machine.ts, by its id. */
export async function loadMachines(): Promise<Map<string, AnyStateMachine>> {
  const found = new Map<string, AnyStateMachine>();
  for (const folder of readdirSync(machinesDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const file = path.join(machinesDir, folder.name, `${folder.name}.machine.ts`);
    if (!existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (isMachine(value)) found.set(value.id, value);
    }
  }
  return new Map([...found.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** The files machines:docs writes, by path relative to docs/machines (the SVGs aside). */
export async function renderDocs(): Promise<Map<string, string>> {
  const machines = await loadMachines();
  const files = new Map<string, string>();
  const index = [
    '# State machines',
    '',
    'Generated by `npm run machines:docs` from the machine definitions in `machines/`; do not edit.',
    '',
    'Each machine is drawn from its Mermaid `stateDiagram-v2` text, kept in the `.mmd` file beside',
    'this page. The picture is that text rendered to SVG by mermaid in Chromium (open it for full',
    'size); the source below it is the same text, which GitHub renders as well. Each SVG records the',
    'SHA-256 of the `.mmd` it was drawn from, and `tests/machines/diagrams.test.ts` fails when a',
    'diagram is missing or stale.',
    '',
    'Reading the diagrams: `invokes` names the actor a state runs and `tags` the tags components',
    'read; `on event [guard]` inside a state (or in a "handles in place" note beside a state with',
    'children) is an event it handles without leaving. On arrows, `[guard]` must hold, `always` is',
    'an eventless transition, `after name` a named delay and `actor done` / `actor error` the end of',
    'an invoked actor; one arrow lists every event that takes the same path. A state with dashed',
    'regions runs them in parallel.',
    '',
  ];
  for (const [id, machine] of machines) {
    const diagram = toMermaid(machine);
    files.set(`${id}.mmd`, diagram);
    index.push(
      `## ${id}`,
      '',
      `[![State diagram of the ${id} machine](${svgFileName(id)})](${svgFileName(id)})`,
      '',
      `<details><summary>Mermaid source (${id}.mmd)</summary>`,
      '',
      '```mermaid',
      diagram.trimEnd(),
      '```',
      '',
      '</details>',
      '',
    );
  }
  files.set('README.md', index.join('\n'));
  return files;
}

export function svgFileName(id: string): string {
  return `${id}.svg`;
}

export function sourceSha256(source: string): string {
  return createHash('sha256').update(source, 'utf8').digest('hex');
}

const sourceHashComment = /^<!-- source-sha256: ([0-9a-f]{64}) -->$/m;

/**
 * The file written for a rendered diagram. The hash of its .mmd source lets the staleness test
 * check an SVG without a browser: the layout itself depends on the fonts of the machine that
 * rendered it, so comparing bytes would fail for reasons that have nothing to do with staleness.
 */
export function stampSvg(svg: string, source: string, renderer: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!-- Generated by `npm run machines:docs` from the .mmd file of the same name; do not edit. -->',
    `<!-- source-sha256: ${sourceSha256(source)} -->`,
    `<!-- renderer: ${renderer} -->`,
    svg,
    '',
  ].join('\n');
}

/** The SHA-256 of the Mermaid text an SVG was rendered from, if it records one. */
export function embeddedSourceSha256(svgFile: string): string | undefined {
  return sourceHashComment.exec(svgFile)?.[1];
}

function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}

/** Names of the diagrams whose SVG is missing or was drawn from other Mermaid text. */
export function staleSvgs(sources: ReadonlyMap<string, string>): string[] {
  return [...sources].flatMap(([id, source]) => {
    const file = path.join(docsDir, svgFileName(id));
    const current =
      existsSync(file) && embeddedSourceSha256(readFileSync(file, 'utf8')) === sourceSha256(source);
    return current ? [] : [id];
  });
}

async function writeSvgs(sources: ReadonlyMap<string, string>): Promise<void> {
  // Loaded only here so that the staleness test, which imports this module, never loads a browser.
  const { openMermaidRenderer, chromiumPath, rendererName } = await import('./render-mermaid.ts');
  const renderer = await openMermaidRenderer();
  if (!renderer) {
    const stale = staleSvgs(sources);
    console.warn(
      [
        `SVGs skipped: no Chromium at ${chromiumPath} (install Debian's chromium package or set CHROMIUM_PATH).`,
        'The .mmd files are up to date and remain the source of the diagrams.',
        stale.length > 0
          ? `These SVGs are now missing or stale, and the diagrams test will say so: ${stale.join(', ')}.`
          : 'Every SVG already matches its .mmd file.',
      ].join('\n'),
    );
    return;
  }
  try {
    const changed = await renderAll(renderer, sources, rendererName);
    console.log(`Rendered ${sources.size} SVGs with ${rendererName} (${changed} changed).`);
  } finally {
    await renderer.close();
  }
}

/** Renders and writes every SVG; returns how many files changed. */
async function renderAll(
  renderer: MermaidRenderer,
  sources: ReadonlyMap<string, string>,
  rendererName: string,
): Promise<number> {
  let changed = 0;
  const queue = [...sources];
  async function drainQueue(): Promise<void> {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [id, source] = next;
      const svg = stampSvg(await renderer.render(id, source), source, rendererName);
      if (writeIfChanged(path.join(docsDir, svgFileName(id)), svg)) changed += 1;
    }
  }
  // Two diagrams at a time, one per core, each in its own page of the one browser.
  await Promise.all([drainQueue(), drainQueue()]);
  return changed;
}

async function main(): Promise<void> {
  const files = await renderDocs();
  const sources = new Map(
    [...files]
      .filter(([name]) => name.endsWith('.mmd'))
      .map(([name, text]) => [name.slice(0, -'.mmd'.length), text]),
  );
  mkdirSync(docsDir, { recursive: true });
  for (const existing of readdirSync(docsDir)) {
    const stray =
      (existing.endsWith('.mmd') && !files.has(existing)) ||
      (existing.endsWith('.svg') && !sources.has(existing.slice(0, -'.svg'.length)));
    if (stray) rmSync(path.join(docsDir, existing));
  }
  for (const [name, text] of files) writeIfChanged(path.join(docsDir, name), text);
  console.log(`Wrote ${sources.size} machine diagrams to ${path.relative(root, docsDir)}/`);
  await writeSvgs(sources);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main().catch((error: unknown) => {
    // A diagram mermaid cannot draw means the generated text is wrong: name it, skip the stack.
    const known = error instanceof Error && error.name === 'MermaidRenderError';
    console.error(known ? error.message : error);
    process.exitCode = 1;
  });
}
