/**
 * npm run catalogue:prices: prices every catalogue food from the official tables in
 * data/prices/ and writes supabase/functions/_shared/catalogue/prices.generated.ts and
 * price-levels.generated.ts (see scripts/prices/derive.ts for the method).
 *
 *   npm run catalogue:prices              write both files
 *   npm run catalogue:prices -- --check   exit 1 if either file on disk is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedPriceFiles } from './prices/generate.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function main(): void {
  const files = generatedPriceFiles();
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const file of files) {
    const path = resolve(root, file.path);
    if (check) {
      if (readFileSync(path, 'utf8') !== file.text) {
        console.error(`${file.path} is out of date: run npm run catalogue:prices`);
        stale += 1;
      }
    } else {
      writeFileSync(path, file.text);
      console.log(`wrote ${file.path}`);
    }
  }
  if (stale > 0) process.exit(1);
  if (check) console.log('generated price files are up to date');
}

main();
