/**
 * npm run catalogue:storage: how long every catalogue food keeps, from USDA FSIS FoodKeeper
 * (data/foodkeeper/foodkeeper-products.csv) through the mapping in
 * supabase/functions/_shared/catalogue/storage-map.ts; writes
 * supabase/functions/_shared/catalogue/storage.generated.ts (see scripts/storage/generate.ts).
 *
 *   npm run catalogue:storage              write the file
 *   npm run catalogue:storage -- --check   exit 1 if the file on disk is out of date
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { STORAGE_PATH, root, storageFileText } from './storage/generate.ts';

async function main(): Promise<void> {
  const text = await storageFileText();
  const path = resolve(root, STORAGE_PATH);
  if (process.argv.includes('--check')) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
      console.error(`${STORAGE_PATH} is out of date: run npm run catalogue:storage`);
      process.exit(1);
    }
    console.log('generated storage file is up to date');
    return;
  }
  writeFileSync(path, text);
  console.log(`wrote ${STORAGE_PATH}`);
}

await main();
