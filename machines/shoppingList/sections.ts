/**
 * The shopping list in store order: grouped by the store section each food is shopped in (the
 * catalogue's, supabase/functions/_shared/catalogue/sections.ts), sections in the order a
 * person walks the store, items by name inside a section, and the person's own items last in
 * the order they added them. The screen, the View Shopping List dialog, the printed page and
 * the shared text all read the list through `groupBySection`, so they agree.
 */
import {
  STORE_SECTIONS,
  type StoreSection,
} from '../../supabase/functions/_shared/catalogue/sections.ts';
import type { ListItem } from './shoppingList.types.ts';
import { compareNames } from '../shared/names.ts';

/** A store section, or the person's own items (custom items carry no food). */
export type ListSection = StoreSection | 'own';

export const LIST_SECTIONS: readonly ListSection[] = [...STORE_SECTIONS, 'own'];

/** Where an item goes: custom items in 'own'; an item the catalogue cannot place in the pantry. */
export function sectionOfItem(item: Pick<ListItem, 'custom' | 'section'>): ListSection {
  if (item.custom) return 'own';
  return item.section ?? 'pantry';
}

export interface SectionGroup {
  section: ListSection;
  items: ListItem[];
}

/** The non-empty sections in store order, items by name inside each (own items as added). */
export function groupBySection(items: readonly ListItem[]): SectionGroup[] {
  const groups = new Map<ListSection, ListItem[]>(LIST_SECTIONS.map((section) => [section, []]));
  for (const item of items) groups.get(sectionOfItem(item))?.push(item);
  return LIST_SECTIONS.map((section) => {
    const inSection = groups.get(section) ?? [];
    return {
      section,
      items:
        section === 'own' ? inSection : [...inSection].sort((a, b) => compareNames(a.name, b.name)),
    };
  }).filter((group) => group.items.length > 0);
}

/** The items in store order (the groups read one after the other). */
export function inStoreOrder(items: readonly ListItem[]): ListItem[] {
  return groupBySection(items).flatMap((group) => group.items);
}
