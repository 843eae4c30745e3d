import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isPartWithoutPreloads,
  PARTS_WITHOUT_PRELOADS,
} from '../../scripts/parts-without-preloads.ts';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = sourceFiles(path.join(root, 'src')).map((file) => readFileSync(file, 'utf8'));

describe('parts loaded without preload links', () => {
  it('include every part a plan screen loads once it has settled', () => {
    const settled = sources.flatMap((text) =>
      [...text.matchAll(/deferredPart\(\(\) => import\('\.\/(\w+)\.tsx'\)\)/g)].map(
        (match) => match[1],
      ),
    );
    expect(settled.length).toBeGreaterThan(0);
    for (const name of settled) expect(PARTS_WITHOUT_PRELOADS).toContain(name);
  });

  it('are each a module src/ imports lazily', () => {
    for (const name of PARTS_WITHOUT_PRELOADS) {
      const lazily = sources.some((text) => text.includes(`import('./${name}.tsx')`));
      expect(lazily, name).toBe(true);
    }
  });

  it('are told from other chunks by file name', () => {
    expect(isPartWithoutPreloads('assets/ShoppingListDialogs-AbC_12-x.js')).toBe(true);
    expect(isPartWithoutPreloads('assets/AccountMenu-B1.js')).toBe(true);
    expect(isPartWithoutPreloads('assets/ShoppingListView-AbC1.js')).toBe(false);
    expect(isPartWithoutPreloads('assets/ShoppingListDialogs-AbC1.css')).toBe(false);
  });
});
