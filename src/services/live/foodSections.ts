/** The store section of every catalogue food, by food key (a lazy chunk: see shoppingListActors). */
import type { StoreSection } from '../../../supabase/functions/_shared/catalogue/sections.ts';
import { foodEntries } from '../../../supabase/functions/_shared/catalogue/food-list.ts';
import { extraFoodEntries } from '../../../supabase/functions/_shared/catalogue/food-list-extra.ts';

let table: Map<string, StoreSection> | null = null;

export function sectionsByFood(): ReadonlyMap<string, StoreSection> {
  table ??= new Map([...foodEntries, ...extraFoodEntries].map((food) => [food.key, food.section]));
  return table;
}
