/**
 * The import corpus: recipe pages written here in the shapes real sites use, each beside the
 * recipe(s) it must yield (its .json, written by hand). Every page must yield exactly those.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  pageReadSchema,
  recipesFromHtml,
  type PageRecipe,
} from '../../../supabase/functions/_shared/own-recipes/page-recipe.ts';

const PAGES = join(import.meta.dirname, 'pages');
/** The address every page is read as (pages without a canonical link keep it as their source). */
export const pageAddress = (file: string) => `https://cook.example/pages/${file}`;

interface Expected {
  recipes?: PageRecipe[];
  /** A part of the error a page without a usable recipe must give. */
  error?: string;
  /** How many things the reader must say it skipped. */
  notes: number;
}

const pages = readdirSync(PAGES)
  .filter((f) => f.endsWith('.html'))
  .sort();

describe('the import corpus', () => {
  it('holds at least 30 pages, each with its expected recipes', () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
    for (const page of pages) {
      expect(readdirSync(PAGES)).toContain(page.replace(/\.html$/, '.json'));
    }
  });

  it.each(pages)('%s yields exactly its expected recipes', (page) => {
    const html = readFileSync(join(PAGES, page), 'utf8');
    const expected = JSON.parse(
      readFileSync(join(PAGES, page.replace(/\.html$/, '.json')), 'utf8'),
    ) as Expected;
    const read = recipesFromHtml(html, pageAddress(page));
    expect(pageReadSchema.parse(read)).toEqual(read);
    expect(read.notes).toHaveLength(expected.notes);
    if (expected.error !== undefined) {
      expect(read.ok).toBe(false);
      expect(read.ok ? '' : read.error).toContain(expected.error);
    } else {
      expect(read.ok ? read.recipes : read.error).toStrictEqual(expected.recipes);
    }
  });
});
