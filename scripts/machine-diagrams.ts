/**
 * `npm run machines:docs`: writes a Mermaid state diagram of every top-level machine, built
 * from the machine definitions themselves, into docs/machines/ (and an index that shows them
 * all, which GitHub and most Markdown viewers render offline). A test fails when they are stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

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
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'guard';
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
  else if (type.startsWith('xstate.after.')) label = `after ${type.slice('xstate.after.'.length).split('.')[0]}`;
  else if (type.startsWith('xstate.done.actor.')) label = `${type.slice('xstate.done.actor.'.length)} done`;
  else if (type.startsWith('xstate.error.actor.')) label = `${type.slice('xstate.error.actor.'.length)} error`;
  else if (type.startsWith('xstate.done.state.')) label = 'regions done';
  else label = type;
  const guard = guardName(transition.guard);
  return escapeLabel(guard ? `${label} [${guard}]` : label);
}

function transitionsOf(node: AnyStateNode): Transition[] {
  const list: Transition[] = [];
  for (const [, transitions] of node.transitions) list.push(...(transitions as Transition[]));
  for (const transition of (node.always ?? []) as Transition[]) list.push({ ...transition, eventType: '' });
  return list;
}

function describeNode(node: AnyStateNode, indent: string, lines: string[], edges: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return;
  if (node.type !== 'parallel') {
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${indent}[*] --> ${nodeId(initial)}`);
  }
  children.forEach((child, index) => {
    const id = nodeId(child);
    lines.push(`${indent}state "${child.key}" as ${id}`);
    const invoked = (child.invoke ?? []).map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id));
    if (invoked.length > 0) lines.push(`${indent}${id} : invokes ${escapeLabel(invoked.join(', '))}`);
    if (child.tags.length > 0) lines.push(`${indent}${id} : tags ${escapeLabel(child.tags.join(', '))}`);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${id} {`);
      describeNode(child, `${indent}  `, lines, edges);
      lines.push(`${indent}}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    if (node.type === 'parallel' && index < children.length - 1) lines.push(`${indent}--`);
    for (const transition of transitionsOf(child)) {
      const targets = transition.target ?? [];
      const label = eventLabel(transition);
      if (targets.length === 0) {
        edges.push(`${id} --> ${id} : ${label}`);
      } else {
        for (const target of targets) edges.push(`${id} --> ${nodeId(target)} : ${label}`);
      }
    }
  });
}

/** The Mermaid stateDiagram-v2 text of a machine. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines: string[] = ['stateDiagram-v2'];
  const edges: string[] = [];
  describeNode(machine.root, '  ', lines, edges);
  // Transitions declared on the machine itself apply in every state.
  for (const transition of transitionsOf(machine.root)) {
    for (const target of transition.target ?? []) edges.push(`root --> ${nodeId(target)} : ${eventLabel(transition)} (any state)`);
  }
  return [...lines, ...edges.map((edge) => `  ${edge}`)].join('\n') + '\n';
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

/** The files machines:docs writes, by path relative to docs/machines. */
export async function renderDocs(): Promise<Map<string, string>> {
  const machines = await loadMachines();
  const files = new Map<string, string>();
  const index = [
    '# State machines',
    '',
    'Generated by `npm run machines:docs` from the machine definitions in `machines/`; do not edit.',
    'Each diagram is Mermaid (`stateDiagram-v2`); the `.mmd` files beside this page hold the same text.',
    '',
  ];
  for (const [id, machine] of machines) {
    const diagram = toMermaid(machine);
    files.set(`${id}.mmd`, diagram);
    index.push(`## ${id}`, '', '```mermaid', diagram.trimEnd(), '```', '');
  }
  files.set('README.md', index.join('\n'));
  return files;
}

async function main(): Promise<void> {
  const files = await renderDocs();
  mkdirSync(docsDir, { recursive: true });
  for (const existing of readdirSync(docsDir)) {
    if (existing.endsWith('.mmd') && !files.has(existing)) rmSync(path.join(docsDir, existing));
  }
  for (const [name, text] of files) {
    const target = path.join(docsDir, name);
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
  }
  console.log(`Wrote ${files.size - 1} machine diagrams to ${path.relative(root, docsDir)}/`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
