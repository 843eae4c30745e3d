import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import {
  docsDir,
  embeddedSourceSha256,
  renderDocs,
  sourceSha256,
  stampSvg,
  svgFileName,
  toMermaid,
} from '../../scripts/machine-diagrams.ts';

const regenerate = 'run `npm run machines:docs` after changing a machine';

describe('machine diagrams', () => {
  it('draws states, initial states, guards, delays, invokes and parallel regions', () => {
    const machine = createMachine({
      id: 'sample',
      initial: 'idle',
      states: {
        idle: { on: { go: { target: 'busy', guard: 'allowed' } } },
        busy: {
          invoke: { id: 'work', src: 'work', onDone: 'both', onError: 'idle' },
          after: { slow: 'idle' },
        },
        both: { type: 'parallel', states: { a: {}, b: {} } },
        end: { type: 'final' },
      },
    });
    const text = toMermaid(machine);
    expect(text).toContain('[*] --> idle');
    expect(text).toContain('idle --> busy : go [allowed]');
    expect(text).toContain('busy : invokes work');
    expect(text).toContain('busy --> both : work done');
    expect(text).toContain('busy --> idle : work error<br/>after slow');
    expect(text).toMatch(/state both \{\n\s+state "a" as both__a\n\s+--\n\s+state "b" as both__b/);
    expect(text).toContain('end --> [*]');
  });

  it('lists events handled without a transition inside the state instead of drawing loops', () => {
    const machine = createMachine({
      id: 'sample',
      initial: 'open',
      states: {
        open: {
          invoke: { id: 'watch', src: 'watch' },
          tags: ['busy'],
          on: { 'item.toggle': { guard: 'isKnown', actions: 'toggle' }, 'list.close': 'closed' },
          initial: 'idle',
          states: { idle: { on: { 'item.expand': { actions: 'expand' } } } },
        },
        closed: {},
      },
    });
    const text = toMermaid(machine);
    expect(text).toContain('open__idle : on item.expand');
    // Mermaid rejects description lines on a state with children: they go to its title and a note.
    expect(text).toContain('state "open (invokes watch, tags busy)" as open');
    expect(text).not.toContain('open : ');
    expect(text).toMatch(
      /note right of open\n\s+handles in place\n\s+item\.toggle \[isKnown\]\n\s+end note/,
    );
    expect(text).not.toMatch(/open --> open|open__idle --> open__idle/);
    expect(text).toContain('open --> closed : list.close');
  });

  it('records the hash of the Mermaid text in each SVG, so a changed diagram shows as stale', () => {
    const svg = stampSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'stateDiagram-v2\n  [*] --> a\n',
      'mermaid test',
    );
    expect(embeddedSourceSha256(svg)).toBe(sourceSha256('stateDiagram-v2\n  [*] --> a\n'));
    expect(embeddedSourceSha256(svg)).not.toBe(sourceSha256('stateDiagram-v2\n  [*] --> b\n'));
    expect(embeddedSourceSha256('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBeUndefined();
  });

  it(`docs/machines matches the machine definitions (${regenerate})`, async () => {
    const files = await renderDocs();
    for (const [name, text] of files) {
      const file = path.join(docsDir, name);
      expect(existsSync(file), `${name} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${name} is stale`).toBe(text);
    }
    const stray = readdirSync(docsDir).filter((name) => name.endsWith('.mmd') && !files.has(name));
    expect(stray, 'diagrams of machines that no longer exist').toEqual([]);
  });

  it(`every SVG in docs/machines was rendered from the current Mermaid text (${regenerate} where Chromium is installed)`, async () => {
    const files = await renderDocs();
    const ids = [...files.keys()]
      .filter((name) => name.endsWith('.mmd'))
      .map((name) => name.slice(0, -'.mmd'.length));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const file = path.join(docsDir, svgFileName(id));
      expect(existsSync(file), `${svgFileName(id)} is missing`).toBe(true);
      const svg = readFileSync(file, 'utf8');
      const source = files.get(`${id}.mmd`) ?? '';
      expect(
        embeddedSourceSha256(svg),
        `${svgFileName(id)} was rendered from other Mermaid text`,
      ).toBe(sourceSha256(source));
      // The file must be well-formed SVG with a background, or viewers show nothing or dark-on-dark.
      const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(
        parsed.getElementsByTagName('parsererror'),
        `${svgFileName(id)} is not well-formed XML`,
      ).toHaveLength(0);
      expect(parsed.documentElement.localName).toBe('svg');
      expect(parsed.documentElement.getAttribute('viewBox')).toMatch(
        /^[-\d.e]+ [-\d.e]+ [-\d.e]+ [-\d.e]+$/,
      );
      expect(
        parsed.documentElement.querySelector(':scope > rect')?.getAttribute('fill'),
        `${svgFileName(id)} has no light background`,
      ).toBe('#ffffff');
    }
    const stray = readdirSync(docsDir).filter(
      (name) => name.endsWith('.svg') && !ids.includes(name.slice(0, -'.svg'.length)),
    );
    expect(stray, 'SVGs of machines that no longer exist').toEqual([]);
  });
});
