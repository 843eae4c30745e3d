/**
 * Reading USDA ERS "Fruit and Vegetable Prices" (2022 edition) as shipped in data/usda-ers/:
 * one CSV per table, one row per item and form, with the item's yield (edible or cooked weight
 * per pound bought) and its cup-equivalent size (the edible weight of one cup equivalent, in
 * pounds, or 8 fluid ounces for juices). Pure functions only (no file access), so the
 * extraction script and the tests share one reading of the source.
 */
import { z } from 'zod';

export interface ErsRow {
  item: string;
  form: string;
  /** Edible (or cooked) pounds per pound bought: peel, cores and cooking water accounted. */
  yield: number;
  /** Weight of one cup equivalent, in `cupEquivalentUnit`. */
  cupEquivalentSize: number;
  cupEquivalentUnit: string;
}

export type ErsTable = 'fruit' | 'vegetable';

/** Splits one CSV line, honouring double-quoted fields ("Apples, applesauce"). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

const HEADER = [
  'Form',
  'RetailPrice',
  'RetailPriceUnit',
  'Yield',
  'CupEquivalentSize',
  'CupEquivalentUnit',
  'CupEquivalentPrice',
];

const rowSchema = z.object({
  item: z.string().min(1),
  form: z.string().min(1),
  yield: z.number().positive(),
  cupEquivalentSize: z.number().positive(),
  cupEquivalentUnit: z.enum(['pounds', 'fluid ounces']),
});

/** Parses one ERS table (the fruit or the vegetable file); throws on an unexpected layout. */
export function parseErsCsv(text: string): ErsRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim().length > 0);
  const header = splitCsvLine(lines[0] ?? '');
  if (header.slice(1).join(',') !== HEADER.join(',')) {
    throw new Error(`unexpected ERS header: ${header.join(',')}`);
  }
  return lines.slice(1).map((line) => {
    const [item, form, , , yieldText, size, unit] = splitCsvLine(line);
    return rowSchema.parse({
      item,
      form,
      yield: Number(yieldText),
      cupEquivalentSize: Number(size),
      cupEquivalentUnit: unit,
    });
  });
}

/** The row of an item and form, or undefined. */
export function ersRow(rows: readonly ErsRow[], item: string, form: string): ErsRow | undefined {
  return rows.find((row) => row.item === item && row.form === form);
}
