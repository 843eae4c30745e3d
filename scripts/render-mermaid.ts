/**
 * Renders Mermaid text to SVG with the `mermaid` package inside Debian's Chromium, fully offline:
 * mermaid lays diagrams out by measuring text in a real browser, which jsdom cannot do. One
 * browser serves every diagram; each diagram gets a fresh page so no id counter or cached state
 * leaks from one diagram into the next (adding a machine must not change the others' SVGs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import type { Mermaid, MermaidConfig } from 'mermaid';
import { z } from 'zod';
import { chromiumPath, chromiumSwitches } from './lib.mjs';

const require = createRequire(import.meta.url);
const mermaidPackage = require.resolve('mermaid/package.json');
const mermaidScript = path.join(path.dirname(mermaidPackage), 'dist', 'mermaid.min.js');
const mermaidVersion = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(mermaidPackage, 'utf8'))).version;

/** Recorded in every SVG, so a reader knows what drew it. */
export const rendererName = `mermaid ${mermaidVersion}`;

export { chromiumPath };

/*
 * Arial, Liberation Sans (what Debian substitutes for Arial) and Helvetica share glyph widths, so
 * the boxes measured here fit the labels wherever the SVG is later viewed. htmlLabels is off so
 * labels are plain SVG <text>: <foreignObject> HTML is dropped by many SVG viewers and editors.
 */
const fontFamily = 'arial, "Liberation Sans", helvetica, sans-serif';
const mermaidConfig: MermaidConfig = {
  startOnLoad: false,
  theme: 'default',
  securityLevel: 'strict',
  deterministicIds: true,
  deterministicIDSeed: 'mealwise',
  htmlLabels: false,
  fontFamily,
  themeVariables: { fontFamily, background: '#ffffff' },
  state: { useMaxWidth: false },
  // Notes and state titles wrap at the flowchart's label width; at the default 200 px a note
  // line such as "auth.userUpdated [emailConfirmed]" breaks in two. (Edge labels always wrap
  // at 200 px in mermaid 11, whatever the configuration.)
  flowchart: { wrappingWidth: 360 },
};

/** A diagram that mermaid refused, with the reason it gave. */
export class MermaidRenderError extends Error {
  constructor(
    readonly diagram: string,
    reason: string,
  ) {
    super(`Mermaid could not render ${diagram}: ${reason}`);
    this.name = 'MermaidRenderError';
  }
}

const pageResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), svg: z.string().startsWith('<svg') }),
  z.object({ ok: z.literal(false), reason: z.string() }),
]);

/** What runs inside the page: render, then serialise as XML so the file is well-formed SVG. */
async function renderInPage(args: {
  id: string;
  source: string;
  config: MermaidConfig;
}): Promise<unknown> {
  const { mermaid } = globalThis as unknown as { mermaid: Mermaid };
  try {
    mermaid.initialize(args.config);
    const { svg } = await mermaid.render(args.id, args.source);
    // mermaid returns HTML serialisation (e.g. <br>); re-serialising as XML makes it valid SVG.
    const holder = document.createElement('div');
    holder.innerHTML = svg;
    const element = holder.querySelector('svg');
    if (!element) return { ok: false, reason: 'no <svg> element in the output' };
    return { ok: true, svg: new XMLSerializer().serializeToString(element) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/*
 * mermaid names some elements with Math.random (the regions of a parallel state, for one), so
 * every run would differ; a seeded generator installed before mermaid loads keeps the output
 * byte-identical run after run.
 */
function seedRandomInPage(seed: number): void {
  let state = seed >>> 0;
  Math.random = function seededRandom(): number {
    // mulberry32: tiny, well-distributed, and enough for ids.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A light background the size of the drawing, so the diagram reads on dark pages too. */
function addBackground(name: string, svg: string): string {
  const viewBox = /viewBox="([-\d.e]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)"/.exec(svg);
  if (!viewBox) throw new MermaidRenderError(name, 'the SVG has no viewBox');
  const [, x, y, width, height] = viewBox;
  const rect = `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff"/>`;
  // The rect goes right after the opening tag so everything else is drawn on top of it.
  return svg.replace(/^<svg[^>]*>/, (open) => `${open}${rect}`);
}

export type MermaidRenderer = {
  /** The SVG of one diagram; `name` becomes the SVG's id and must be unique per file. */
  render(name: string, source: string): Promise<string>;
  close(): Promise<void>;
};

/** Opens Chromium once; `undefined` when there is no Chromium at CHROMIUM_PATH. */
export async function openMermaidRenderer(): Promise<MermaidRenderer | undefined> {
  if (!existsSync(chromiumPath)) return undefined;
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumSwitches,
  });
  return {
    async render(name, source) {
      const context = await browser.newContext({ offline: true });
      try {
        // Nothing may come from the network: mermaid is injected from node_modules below, and a
        // diagram that asked for anything (a font, say) would lay out differently when offline.
        const requested: string[] = [];
        await context.route('**/*', (route) => {
          requested.push(route.request().url());
          return route.abort();
        });
        const page = await context.newPage();
        await page.setContent(
          '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
        );
        // tsx compiles this file with esbuild's keepNames, which wraps named functions in a
        // `__name(fn, "name")` helper; functions sent to the page need that helper there too.
        await page.addScriptTag({
          content: 'globalThis.__name = function keepName(target) { return target; };',
        });
        await page.evaluate(seedRandomInPage, 20260101);
        await page.addScriptTag({ path: mermaidScript });
        const result = pageResult.parse(
          await page.evaluate(renderInPage, {
            id: `machine-${name}`,
            source,
            config: mermaidConfig,
          }),
        );
        if (!result.ok) throw new MermaidRenderError(name, result.reason);
        if (requested.length > 0) {
          throw new MermaidRenderError(name, `it tried to load ${requested.join(', ')}`);
        }
        return addBackground(name, result.svg);
      } finally {
        await context.close();
      }
    },
    async close() {
      await browser.close();
    },
  };
}
