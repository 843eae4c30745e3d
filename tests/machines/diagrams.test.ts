import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { docsDir, renderDocs, toMermaid } from '../../scripts/machine-diagrams.ts';

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
    expect(text).toContain('busy --> idle : after slow');
    expect(text).toMatch(/state both \{\n\s+state "a" as both__a\n\s+--\n\s+state "b" as both__b/);
    expect(text).toContain('end --> [*]');
  });

  it('docs/machines matches the machine definitions (run `npm run machines:docs` after changing a machine)', async () => {
    const files = await renderDocs();
    for (const [name, text] of files) {
      const file = path.join(docsDir, name);
      expect(existsSync(file), `${name} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${name} is stale`).toBe(text);
    }
    const stray = readdirSync(docsDir).filter((name) => name.endsWith('.mmd') && !files.has(name));
    expect(stray, 'diagrams of machines that no longer exist').toEqual([]);
  });
});
