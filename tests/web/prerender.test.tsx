// @vitest-environment node
// The build's prerenderer runs in Node, without a DOM: so does this test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/prerender.tsx';
import {
  APP_SHELL_FILE,
  PRERENDERED_ADDRESSES,
  appShellFallback,
  prerenderedFile,
  prerenderedHtml,
} from '../../scripts/prerender-plugin.ts';

async function markupOf(address: string): Promise<string> {
  return (await renderPage(address)).markup;
}

/** The visible text of some markup, tags and inline styles dropped. */
function textOf(markup: string): string {
  return markup
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Mealwise: healthy meals on your budget</title>
    <script>var preloads = {"/demo/meal-plan":["/assets/DemoMealPlanPage-1.js"]};
files.forEach(addPreload);</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/xstate-abc.js">
    <link rel="preload" as="style" data-app-stylesheet crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <!-- The loading state. -->
    <div id="root"><div class="m_4451eb3a" role="status"><p>Loading...</p></div></div>
  </body>
</html>`;

describe('the prerendered pages', () => {
  it('are the home page and the demo pages, each served from its own file', () => {
    expect(PRERENDERED_ADDRESSES).toContain('/');
    expect(PRERENDERED_ADDRESSES).toContain('/demo/meal-plan');
    expect(PRERENDERED_ADDRESSES).not.toContain('/login');
    expect(prerenderedFile('/')).toBe('index.html');
    expect(PRERENDERED_ADDRESSES).toContain('/demo/meal-plan-day/wednesday');
    expect(prerenderedFile('/demo/meal-plan-day/monday')).toBe('demo/meal-plan-day/monday.html');
    expect(prerenderedFile('/demo/shopping-list')).toBe('demo/shopping-list.html');
  });

  it('the home page renders its headline and the three features', async () => {
    const text = textOf(await markupOf('/'));
    expect(text).toContain('Healthy meal plans that won&#x27;t break the bank');
    expect(text).toContain('BUDGET TRACKING');
  });

  it('the sample week renders with its meals, not a loader', async () => {
    const text = textOf(await markupOf('/demo/meal-plan'));
    expect(text).toContain('SAMPLE MEAL PLAN');
    expect(text).toContain('Apr 8 - 14, 2025');
    expect(text).toContain('Chicken Quinoa Bowl');
    expect(text).not.toContain('Loading...');
  });

  it("the sample day renders the weekday's own page", async () => {
    const monday = textOf(await markupOf('/demo/meal-plan-day/monday'));
    expect(monday).toContain('Monday Meal Plan');
    expect(monday).toContain('Protein Oatmeal with Berries');
    const tuesday = textOf(await markupOf('/demo/meal-plan-day/tuesday'));
    expect(tuesday).toContain('Tuesday Meal Plan');
    expect(tuesday).not.toContain('Protein Oatmeal with Berries');
  });

  it('the sample list and the sample budget render their data', async () => {
    const list = textOf(await markupOf('/demo/shopping-list'));
    expect(list).toContain('SHOPPING LIST');
    expect(list).toContain('Salmon fillets');
    const budget = textOf(await markupOf('/demo/budget-tracker'));
    expect(budget).toContain('BUDGET TRACKER');
    expect(budget).toContain('$39.23');
  });

  it('each page has its own title', async () => {
    expect((await renderPage('/')).title).toBe('Mealwise: healthy meals on your budget');
    expect((await renderPage('/demo/meal-plan')).title).toBe('Sample meal plan · Mealwise');
    expect((await renderPage('/demo/meal-plan-day/friday')).title).toBe(
      "Sample: Friday's meals · Mealwise",
    );
  });

  it('every prerendered address renders without a loader', async () => {
    for (const address of PRERENDERED_ADDRESSES) {
      expect(textOf(await markupOf(address)), address).not.toContain('Loading...');
    }
  });

  it('a page that suspends fails the build instead of prerendering its loader', async () => {
    // Not a weekday: the not-found page is loaded on demand, so it suspends.
    await expect(renderPage('/demo/meal-plan-day/funday')).rejects.toThrow(/suspended/);
  });
});

describe('prerenderedHtml', () => {
  const html = prerenderedHtml(SHELL, '<main><h1>Page</h1></main>', 'Sample meal plan · Mealwise');

  it('puts the page in #root, inert until the app renders over it', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered><div inert><main><h1>Page</h1></main></div></div>',
    );
    expect(html).not.toContain('Loading...');
    expect(html).not.toContain('The loading state.');
  });

  it('gives the page its own title, as text', () => {
    expect(html).toContain('<title>Sample meal plan · Mealwise</title>');
    expect(html).not.toContain('healthy meals on your budget');
    expect(prerenderedHtml(SHELL, '<p></p>', 'Terms & <Conditions>')).toContain(
      '<title>Terms &amp; &lt;Conditions&gt;</title>',
    );
  });

  it('makes the stylesheet render-blocking, so the page never paints unstyled', () => {
    expect(html).toContain('<link rel="stylesheet" data-app-stylesheet crossorigin');
    expect(html).not.toContain('rel="preload" as="style"');
  });

  it('starts the scripts only after the first paint', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    const starter = html.slice(html.indexOf('<script>'), html.indexOf('</body>'));
    expect(starter).toContain('requestAnimationFrame(function () { setTimeout(start, 0); })');
    // The entry, its module preloads and the page's own preloads, all inside start().
    expect(starter).toContain('script.src = "/assets/index-abc.js"');
    expect(starter).toContain('["/assets/xstate-abc.js"]');
    expect(starter).toContain('"/demo/meal-plan":["/assets/DemoMealPlanPage-1.js"]');
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<div id="root"'));
  });

  it('adds the preloads a few milliseconds’ worth per task, then the entry', () => {
    const links = Array.from({ length: 7 }, (_, index) => `/assets/part-${index}.js`);
    const shell = SHELL.replace(
      '<link rel="modulepreload" crossorigin href="/assets/xstate-abc.js">',
      links.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n'),
    );
    const page = prerenderedHtml(shell, '<main></main>', 'Sample meal plan · Mealwise');
    const open = page.indexOf('<script>') + '<script>'.length;
    const code = page.slice(open, page.indexOf('</script>', open));

    // Each added element costs 3 ms of this clock; tasks run one after another from a queue.
    let now = 0;
    const queue: (() => void)[] = [];
    const tasks: string[][] = [[]];
    class Channel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => queue.push(() => this.port1.onmessage?.()) };
    }
    const document = {
      visibilityState: 'visible',
      getElementById: () => ({ style: { visibility: '' } }),
      addEventListener: () => undefined,
      createElement: () => ({}),
      head: {
        appendChild: (element: { href?: string; src?: string }) => {
          tasks.at(-1)?.push(element.href ?? `entry ${element.src}`);
          now += 3;
        },
      },
    };
    const later = (task: () => void) => queue.push(task);
    new Function(
      'document',
      'location',
      'performance',
      'MessageChannel',
      'requestAnimationFrame',
      'setTimeout',
      code,
    )(document, { pathname: '/demo/meal-plan' }, { now: () => now }, Channel, later, later);
    for (let task = queue.shift(); task; task = queue.shift()) {
      tasks.push([]);
      task();
    }
    const ran = tasks.filter((added) => added.length > 0);
    expect(ran.flat()).toEqual([
      '/assets/DemoMealPlanPage-1.js',
      ...links,
      'entry /assets/index-abc.js',
    ]);
    // 4 ms a task: two links at 3 ms each; the last task adds the entry after its links.
    expect(ran.map((added) => added.length)).toEqual([2, 2, 2, 3]);
  });

  it('keeps markup that looks like a replacement pattern as it is', () => {
    expect(prerenderedHtml(SHELL, '<p>$& costs $1</p>', 'Title')).toContain('<p>$& costs $1</p>');
  });

  it('refuses a shell without #root or without an entry script', () => {
    expect(() => prerenderedHtml('<html><body></body></html>', '<p></p>', 'Title')).toThrow(
      /#root/,
    );
    const noEntry = SHELL.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(() => prerenderedHtml(noEntry, '<p></p>', 'Title')).toThrow(/entry script/);
  });
});

describe('the preview server falls back to app.html', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'mealwise-prerender-'));
  for (const file of ['index.html', APP_SHELL_FILE, 'demo/meal-plan.html', 'assets/index.js']) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), '');
  }
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const fallback = appShellFallback(outDir);

  /** The address the request has after the middleware. */
  function served(url: string, accept = 'text/html,application/xhtml+xml', method = 'GET') {
    const request = { url, method, headers: { accept } } as Parameters<typeof fallback>[0];
    let passedOn = false;
    fallback(request, {} as Parameters<typeof fallback>[1], () => {
      passedOn = true;
    });
    expect(passedOn).toBe(true);
    return request.url;
  }

  it('for a page address without a file of its own', () => {
    expect(served('/dashboard')).toBe('/app.html');
    expect(served('/meal-plan/monday?x=1')).toBe('/app.html');
    expect(served('/demo/meal-plan/')).toBe('/app.html');
    expect(served('/demo/meal-plan-day/funday')).toBe('/app.html');
    expect(served('/../../etc/passwd')).toBe('/app.html');
    expect(served('/dashboard', '*/*')).toBe('/app.html');
    expect(served('/dashboard', '')).toBe('/app.html');
  });

  it('not for the home page, a prerendered page, a file or a request for something else', () => {
    expect(served('/')).toBe('/');
    expect(served('/demo/meal-plan')).toBe('/demo/meal-plan');
    expect(served('/assets/index.js')).toBe('/assets/index.js');
    expect(served('/dashboard', 'application/json')).toBe('/dashboard');
    expect(served('/dashboard', 'text/html', 'POST')).toBe('/dashboard');
    expect(served('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});
