/**
 * The storage table against the FoodKeeper data it is made from (data/foodkeeper/). The shipped
 * CSV is read here with the generic CSV splitter and its own column lookup, so every FoodKeeper
 * figure in the table is checked against the CSV row and window the mapping names, and the CSV
 * against the unmodified USDA file it is derived from.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../scripts/prices/csv.ts';
import {
  STORAGE_PATH,
  deriveStorage,
  root,
  storageFileText,
} from '../../scripts/storage/generate.ts';
import { FOODS, foodsByKey } from '../../supabase/functions/_shared/catalogue/foods.ts';
import { shelfLifeOf } from '../../supabase/functions/_shared/catalogue/shelfLife.ts';
import {
  STORAGE_MAP,
  type StorageSpec,
} from '../../supabase/functions/_shared/catalogue/storage-map.ts';
import {
  LEFTOVERS,
  STORAGE,
  storageOf,
  type DayRange,
  type FoodStorage,
} from '../../supabase/functions/_shared/catalogue/storage.ts';

const folder = resolve(root, 'data/foodkeeper');
const USDA_SHA256 = '037df0d301126acd8a48824506f04d49d8be1a1144b81fa69e4170228dc2e91a';

/** The shipped CSV, each product's row by ID, read independently of the generator. */
const [header = [], ...rows] = parseCsv(
  readFileSync(join(folder, 'foodkeeper-products.csv'), 'utf8'),
);
const csv = new Map(rows.map((row) => [Number(row[0]), row]));
function cell(id: number, column: string): string {
  const at = header.indexOf(column);
  if (at < 0) throw new Error(`no column ${column}`);
  return csv.get(id)?.[at] ?? '';
}
function window(id: number, name: string): DayRange {
  return [Number(cell(id, `${name}_min_days`)), Number(cell(id, `${name}_max_days`))];
}

const of = (food: string): FoodStorage => storageOf(food);
function specOf(food: string): StorageSpec {
  const spec = STORAGE_MAP[food];
  if (!spec) throw new Error(`no mapping for ${food}`);
  return spec;
}
const keysWhere = (test: (food: (typeof FOODS)[number]) => boolean) =>
  FOODS.filter(test).map((food) => food.key);

describe('the shipped FoodKeeper data', () => {
  it('is the unmodified USDA file, and the CSV is what derive.mjs makes of it', () => {
    const json = readFileSync(join(folder, 'foodkeeper.json'));
    expect(createHash('sha256').update(json).digest('hex')).toBe(USDA_SHA256);
    expect(JSON.parse(json.toString('utf8')).fileName).toBe('FMA-Data-v128.xlsx');
    const scratch = mkdtempSync(join(tmpdir(), 'foodkeeper-'));
    try {
      const out = join(scratch, 'products.csv');
      const run = spawnSync(process.execPath, [
        join(folder, 'derive.mjs'),
        join(folder, 'foodkeeper.json'),
        out,
      ]);
      expect(run.status, run.stderr.toString()).toBe(0);
      expect(readFileSync(out, 'utf8')).toBe(
        readFileSync(join(folder, 'foodkeeper-products.csv'), 'utf8'),
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('holds the 661 products', () => {
    expect(csv.size).toBe(661);
  });
});

describe('the generated storage table', () => {
  it('is exactly what npm run catalogue:storage writes', async () => {
    expect(readFileSync(resolve(root, STORAGE_PATH), 'utf8')).toBe(await storageFileText());
  });

  it('passes npm run catalogue:storage -- --check', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', resolve(root, 'scripts/generate-storage.ts'), '--check'],
      { cwd: root },
    );
    expect(run.status, run.stderr.toString()).toBe(0);
    expect(run.stdout.toString()).toContain('up to date');
  });

  it('covers every catalogue food once, each mapped to a FoodKeeper product that exists', () => {
    expect(STORAGE.size).toBe(FOODS.length);
    expect(Object.keys(STORAGE_MAP).sort()).toEqual(FOODS.map((food) => food.key).sort());
    for (const food of FOODS) {
      const entry = of(food.key);
      const spec = specOf(food.key);
      expect(entry.foodKeeper?.id ?? null, food.key).toBe(spec.id);
      if (spec.id === null) continue;
      expect(csv.has(spec.id), `${food.key}: FoodKeeper ${spec.id}`).toBe(true);
      const subtitle = cell(spec.id, 'subtitle');
      const name = cell(spec.id, 'name');
      expect(entry.foodKeeper?.name, food.key).toBe(subtitle ? `${name}, ${subtitle}` : name);
    }
    expect(() => storageOf('no_such_food')).toThrow(/no_such_food/);
  });

  it('cannot be made with a food unmapped, an ID FoodKeeper does not have or an empty window', () => {
    const { egg: _egg, ...withoutEgg } = STORAGE_MAP;
    const egg = specOf('egg');
    expect(() => deriveStorage(undefined, withoutEgg)).toThrow(/no storage mapping for egg/);
    expect(() => deriveStorage(undefined, { ...STORAGE_MAP, egg: { ...egg, id: 9999 } })).toThrow(
      /egg: no FoodKeeper product 9999/,
    );
    expect(() =>
      deriveStorage(undefined, { ...STORAGE_MAP, egg: { ...egg, freezer: 'freeze_dop' } }),
    ).toThrow(/egg: FoodKeeper 21 has no number for freeze_dop/);
  });

  it('takes every FoodKeeper figure from the CSV row and window the mapping names', () => {
    for (const [food, spec] of Object.entries(STORAGE_MAP)) {
      const entry = of(food);
      const figures: [string, DayRange | null, unknown][] = [
        ['days', entry.days, spec.days],
        ['freezerDays', entry.freezerDays, spec.freezer],
        ['openedDays', entry.openedDays, spec.opened],
        ['thawedDays', entry.thawedDays, spec.thawed],
      ];
      for (const [field, range, named] of figures) {
        if (typeof named !== 'string' || spec.id === null) continue;
        expect(range, `${food} ${field}`).toEqual(window(spec.id, named));
      }
    }
  });

  it('has sane ranges, and a frozen food keeps in the freezer for its time from purchase', () => {
    for (const entry of STORAGE.values()) {
      for (const range of [entry.days, entry.freezerDays, entry.openedDays, entry.thawedDays]) {
        if (!range) continue;
        expect(range[0], entry.food).toBeGreaterThan(0);
        expect(range[0], entry.food).toBeLessThanOrEqual(range[1]);
      }
      if (entry.place === 'freezer') expect(entry.freezerDays, entry.food).toEqual(entry.days);
      if (!entry.freezerDays) expect(entry.thawedDays, entry.food).toBeNull();
    }
  });

  it('says where every figure comes from, and which are estimates and why', () => {
    for (const entry of STORAGE.values()) {
      const spec = specOf(entry.food);
      expect(entry.source, entry.food).toMatch(/^(USDA FSIS FoodKeeper: |Estimate: ).+\.$/);
      const daysEstimated = typeof spec.days === 'object';
      expect(entry.source.startsWith('Estimate: '), entry.food).toBe(daysEstimated);
      if (daysEstimated) expect(entry.estimate, entry.food).toMatch(/time from purchase: /);
      if (entry.foodKeeper === null) {
        expect(daysEstimated, entry.food).toBe(true);
        expect(entry.source, entry.food).toMatch(/FoodKeeper has no /);
      }
      const thawEstimated =
        entry.thawedDays !== null && spec.thawed !== 'refrigerate_after_thawing';
      if (thawEstimated) expect(entry.estimate, entry.food).toMatch(/Time after thawing: /);
      if (!daysEstimated && !thawEstimated) expect(entry.estimate, entry.food).toBeUndefined();
    }
  });

  it('rests mostly on FoodKeeper: estimates are a small share of the foods', () => {
    const estimated = [...STORAGE.values()].filter((e) => e.source.startsWith('Estimate: '));
    expect(estimated.length).toBeLessThan(FOODS.length * 0.15);
  });
});

describe('what the storage times say', () => {
  const rawFlesh = [
    'chicken_breast',
    'chicken_thigh',
    'ground_turkey',
    'ground_beef',
    'ground_pork',
    'ground_lamb',
    'salmon',
  ];

  it('keeps raw poultry, ground meat and fresh fish at most 2 days in the refrigerator, and they can be frozen', () => {
    for (const food of rawFlesh) {
      const entry = of(food);
      expect(entry.place, food).toBe('refrigerator');
      expect(entry.days[1], food).toBeLessThanOrEqual(2);
      expect(entry.freezerDays?.[0], food).toBeGreaterThanOrEqual(60);
      expect(entry.thawedDays?.[1], food).toBeLessThanOrEqual(2);
      expect(entry.source, food).toMatch(
        /^USDA FSIS FoodKeeper: .*refrigerator 1-2 days from purchase/,
      );
    }
  });

  it('keeps fish bought frozen in the freezer for months, and 2 days once thawed', () => {
    for (const food of ['cod', 'tilapia']) {
      const entry = of(food);
      expect(entry.place, food).toBe('freezer');
      expect(entry.days, food).toEqual([180, 240]);
      expect(entry.thawedDays?.[1], food).toBeLessThanOrEqual(2);
    }
  });

  it('keeps canned beans for years unopened and 3-4 days once opened', () => {
    for (const food of ['black_beans', 'chickpeas', 'kidney_beans', 'white_beans']) {
      const entry = of(food);
      expect(entry.foodKeeper?.id, food).toBe(372);
      expect(entry.place, food).toBe('pantry');
      expect(entry.days, food).toEqual([730, 1825]);
      expect(entry.openedDays, food).toEqual([3, 4]);
      expect(entry.freezerDays, food).toBeNull();
    }
  });

  it('keeps spices and dried herbs in the pantry for a year or more', () => {
    for (const food of keysWhere((f) => f.group === 'spice')) {
      const entry = of(food);
      expect(entry.place, food).toBe('pantry');
      expect(entry.days[0], food).toBeGreaterThanOrEqual(180);
      expect(entry.days[1], food).toBeGreaterThanOrEqual(360);
    }
    for (const food of ['cumin', 'cinnamon', 'garlic_powder', 'nutmeg']) {
      expect(of(food).days, food).toEqual([1095, 1460]);
    }
  });

  it('does not freeze leafy greens, eggs in the shell or cucumbers', () => {
    for (const food of ['spinach', 'romaine', 'egg', 'cucumber']) {
      expect(of(food).freezerDays, food).toBeNull();
      expect(of(food).source, food).toMatch(/freezing not recommended/);
    }
  });

  it('keeps frozen-section foods in the freezer', () => {
    for (const food of keysWhere((f) => f.section === 'frozen')) {
      expect(of(food).place, food).toBe('freezer');
      expect(of(food).days[0], food).toBeGreaterThanOrEqual(300);
    }
  });

  it("uses FoodKeeper's own time after thawing where it gives one", () => {
    expect(of('edamame').thawedDays).toEqual([7, 7]);
    expect(of('edamame').estimate).toBeUndefined();
  });

  it('says the estimates for the windows FoodKeeper gives no number', () => {
    expect(of('milk').estimate).toMatch(/use-by date/);
    expect(of('milk').freezerDays).toEqual([90, 90]);
    expect(of('banana').source).toMatch(/^Estimate: pantry 3 days from purchase; .*until ripe/);
    expect(of('tomato').source).toMatch(/^Estimate: pantry 1 week from purchase; /);
    expect(of('salt').source).toMatch(/Indefinitely/);
  });

  it('gives cooked leftovers FoodKeeper 173 and 174', () => {
    expect(LEFTOVERS.withFlesh.refrigerator).toEqual([3, 4]);
    expect(LEFTOVERS.withFlesh.freezer).toEqual([60, 90]);
    expect(LEFTOVERS.without.refrigerator).toEqual([3, 4]);
    expect(LEFTOVERS.without.freezer).toEqual([30, 60]);
    expect(LEFTOVERS.withFlesh.source).toMatch(/^USDA FSIS FoodKeeper: Leftovers, with meat/);
  });
});

describe('shelfLifeOf', () => {
  it('is the end of the storage range where the food is kept, with its source', () => {
    for (const food of FOODS) {
      const entry = of(food.key);
      expect(shelfLifeOf(food), food.key).toEqual({ days: entry.days[1], source: entry.source });
    }
    const rice = foodsByKey.get('white_rice');
    if (!rice) throw new Error('no white rice');
    expect(shelfLifeOf(rice)).toEqual({
      days: 730,
      source: 'USDA FSIS FoodKeeper: Rice, white or wild: pantry 2 years from purchase.',
    });
  });
});
