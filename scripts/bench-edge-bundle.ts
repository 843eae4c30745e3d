/**
 * bench:edge's bundle size: what `deno info` resolves for a function's entry, our modules plus
 * every npm package folder whole (scripts/bench-edge.ts says what is counted and why).
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { denoConfig, denoPath, functionsDir, type FunctionName } from './bench-edge-deno.ts';

const denoInfoSchema = z.looseObject({
  modules: z.array(
    z.looseObject({
      specifier: z.string(),
      kind: z.string().optional(),
      size: z.number().optional(),
      local: z.string().optional(),
      error: z.string().optional(),
      npmPackage: z.string().optional(),
    }),
  ),
  npmPackages: z
    .record(
      z.string(),
      z.looseObject({
        name: z.string(),
        version: z.string(),
        dependencies: z.array(z.string()).default([]),
        localPath: z.string().optional(),
      }),
    )
    .default({}),
});

function denoJson(args: string[]): unknown {
  const text = execFileSync(denoPath, args, {
    cwd: functionsDir,
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
  return JSON.parse(text) as unknown;
}

/** Bytes and files under a folder, not following links. */
function folderSize(path: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) {
      const inner = folderSize(full);
      bytes += inner.bytes;
      files += inner.files;
    } else if (entry.isFile()) {
      bytes += lstatSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

interface BundlePart {
  label: string;
  bytes: number;
  files: number;
  note: string;
}

export interface Bundle {
  name: FunctionName;
  totalBytes: number;
  localBytes: number;
  npmBytes: number;
  parts: BundlePart[];
}

let npmCacheRoot: string | undefined;

function packageFolder(pkg: { name: string; version: string; localPath?: string }): string {
  if (pkg.localPath) return pkg.localPath;
  if (!npmCacheRoot) {
    const cache = z.looseObject({ npmCache: z.string() }).parse(denoJson(['info', '--json']));
    npmCacheRoot = cache.npmCache;
  }
  return join(npmCacheRoot, 'registry.npmjs.org', pkg.name, pkg.version);
}

/** The group a local module is counted in: the catalogue, the planner, other shared code. */
function localGroup(path: string): string {
  const rel = path.startsWith(functionsDir) ? path.slice(functionsDir.length + 1) : path;
  const m = /^_shared\/([^/]+)\//.exec(rel);
  return m ? `_shared/${m[1]}/` : `${rel.split('/')[0]}/`;
}

export function bundleOf(name: FunctionName): Bundle {
  const info = denoInfoSchema.parse(
    denoJson(['info', '--json', '--config', denoConfig, `${name}/index.ts`]),
  );
  const broken = info.modules.filter((m) => m.error);
  if (broken.length > 0)
    throw new Error(
      `deno info could not resolve ${broken.map((m) => `${m.specifier}: ${m.error}`).join('; ')}`,
    );
  const groups = new Map<string, BundlePart>();
  let localBytes = 0;
  for (const module of info.modules) {
    if (module.kind === 'npm' || module.size === undefined) continue;
    localBytes += module.size;
    const label = module.local ? localGroup(module.local) : module.specifier;
    const part = groups.get(label) ?? { label, bytes: 0, files: 0, note: 'our modules' };
    part.bytes += module.size;
    part.files += 1;
    groups.set(label, part);
  }
  // Which package pulls each one in: the graph's own npm imports are direct.
  const direct = new Set(info.modules.flatMap((m) => (m.npmPackage ? [m.npmPackage] : [])));
  const via = new Map<string, string>();
  const queue = [...direct];
  for (const id of queue) {
    for (const dep of info.npmPackages[id]?.dependencies ?? []) {
      if (direct.has(dep) || via.has(dep)) continue;
      via.set(dep, direct.has(id) ? id : (via.get(id) ?? id));
      queue.push(dep);
    }
  }
  let npmBytes = 0;
  const packages: BundlePart[] = [];
  for (const [id, pkg] of Object.entries(info.npmPackages)) {
    const size = folderSize(packageFolder(pkg));
    npmBytes += size.bytes;
    packages.push({
      label: id,
      ...size,
      note: direct.has(id) ? 'imported' : `via ${via.get(id) ?? '?'}`,
    });
  }
  return {
    name,
    totalBytes: localBytes + npmBytes,
    localBytes,
    npmBytes,
    parts: [...packages, ...groups.values()].sort((a, b) => b.bytes - a.bytes),
  };
}
