/**
 * Fetching a recipe page safely, against a local server started here: redirects into private
 * networks, loops, pages too big or too slow, what is not HTML, missing pages and pages in other
 * encodings each get their own clear refusal. Limits are shortened so the suite stays fast.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fetchRecipePage,
  type SafeFetchDeps,
} from '../../../supabase/functions/_shared/own-recipes/safe-fetch.ts';
import { recipesFromHtml } from '../../../supabase/functions/_shared/own-recipes/page-recipe.ts';
import { startServer, systemResolve, type LocalServer } from './localServer.ts';

const PAGES = join(import.meta.dirname, 'pages');
const html = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;
/** "Crème brûlée “for two”" in windows-1252 bytes: è é are E8 E9 (also latin-1), the curly
 *  quotes 93 94 exist only in windows-1252. */
const CP1252 = Buffer.from([
  ...Buffer.from('<html><body><h1>Cr'),
  0xe8,
  ...Buffer.from('me br'),
  0xfb,
  ...Buffer.from('l'),
  0xe9,
  ...Buffer.from(' '),
  0x93,
  ...Buffer.from('for two'),
  0x94,
  ...Buffer.from('</h1></body></html>'),
]);

let server: LocalServer;

beforeAll(async () => {
  server = await startServer({
    '/recipe': (_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html('Soup')),
    '/moved': (_, res) => res.writeHead(301, { location: '/recipe' }).end(),
    '/to-private': (_, res) => res.writeHead(302, { location: 'http://10.0.0.5/admin' }).end(),
    '/to-metadata': (_, res) =>
      res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-intranet': (_, res) =>
      res.writeHead(302, { location: 'https://wiki.intranet.example/recipes' }).end(),
    '/to-file': (_, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    '/loop-a': (_, res) => res.writeHead(302, { location: '/loop-b' }).end(),
    '/loop-b': (_, res) => res.writeHead(302, { location: '/loop-a#again' }).end(),
    '/chain': (req, res) => {
      const n = Number(new URL(req.url ?? '', 'http://x').searchParams.get('n') ?? 0);
      res.writeHead(302, { location: `/chain?n=${n + 1}` }).end();
    },
    '/big-declared': (_, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end(html('x'.repeat(20_000))),
    '/big-streamed': (_, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 20; i++) res.write('<p>' + 'x'.repeat(1000) + '</p>');
      res.end();
    },
    '/slow-body': (_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
    },
    '/silent': () => undefined,
    '/image': (_, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('PNG'),
    '/json': (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
    '/gone': (_, res) => res.writeHead(410, { 'content-type': 'text/html' }).end(html('Gone')),
    '/broken': (_, res) => res.writeHead(500, { 'content-type': 'text/html' }).end(html('Oops')),
    '/forbidden': (_, res) => res.writeHead(403, { 'content-type': 'text/html' }).end(html('No')),
    '/cp1252': (_, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' }).end(CP1252),
    '/latin1-meta': (_, res) => {
      const body = Buffer.concat([Buffer.from('<meta charset="iso-8859-1">'), CP1252]);
      res.writeHead(200, { 'content-type': 'text/html' }).end(body);
    },
    '/bad-utf8': (_, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CP1252),
    '/unknown-charset': (_, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=x-martian' }).end(html('Hi')),
    '/corpus': (req, res) => {
      const file = new URL(req.url ?? '', 'http://x').searchParams.get('page') ?? '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(readFileSync(join(PAGES, file)));
    },
  });
});

afterAll(() => server.close());

/** The deployed function's dependencies, with the test server allowed and short limits. */
function deps(overrides: Partial<SafeFetchDeps> = {}): SafeFetchDeps {
  return {
    fetch: (url, init) => fetch(url, init),
    resolve: systemResolve,
    allowHosts: [server.hostPort],
    limits: { maxBytes: 16 * 1024, timeoutMs: 300, maxRedirects: 3 },
    ...overrides,
  };
}

const get = (path: string, overrides?: Partial<SafeFetchDeps>) =>
  fetchRecipePage(`${server.origin}${path}`, deps(overrides));

describe('fetching a recipe page', () => {
  it('reads an HTML page, following a redirect, and says where it was read from', async () => {
    const page = await get('/moved');
    expect(page).toStrictEqual({ ok: true, url: `${server.origin}/recipe`, html: html('Soup') });
  });

  it('refuses the local server itself without the allow-list, before any request', async () => {
    const before = server.requests.length;
    const page = await get('/recipe', { allowHosts: [] });
    expect(page).toMatchObject({ ok: false, reason: 'private' });
    expect(page.ok ? '' : page.error).toBe(
      'That address points inside a private network, so it cannot be imported.',
    );
    expect(server.requests.length).toBe(before);
  });

  it('refuses a redirect to a private address, to cloud metadata and to a file', async () => {
    expect(await get('/to-private')).toMatchObject({ ok: false, reason: 'private' });
    expect(await get('/to-metadata')).toMatchObject({ ok: false, reason: 'private' });
    expect(await get('/to-file')).toMatchObject({ ok: false, reason: 'scheme' });
  });

  it('refuses a redirect to a name that resolves inside a private network', async () => {
    const resolve = async (host: string) =>
      host === 'wiki.intranet.example' ? ['93.184.215.14', '192.168.4.20'] : systemResolve(host);
    expect(await get('/to-intranet', { resolve })).toMatchObject({ ok: false, reason: 'private' });
  });

  it('stops a redirect loop and a chain longer than the limit', async () => {
    const loop = await get('/loop-a');
    expect(loop).toMatchObject({ ok: false, reason: 'redirect-loop' });
    expect(loop.ok ? '' : loop.error).toBe(
      'That page redirects in a loop, so it cannot be imported.',
    );
    const chain = await get('/chain');
    expect(chain).toMatchObject({ ok: false, reason: 'too-many-redirects' });
    expect(server.requests.filter((r) => r.startsWith('/chain'))).toHaveLength(4);
  });

  it('refuses a page larger than the limit, declared or streamed', async () => {
    for (const path of ['/big-declared', '/big-streamed']) {
      const page = await get(path);
      expect(page).toMatchObject({ ok: false, reason: 'too-big' });
      expect(page.ok ? '' : page.error).toBe(
        'That page is larger than 16 KB, so it cannot be imported.',
      );
    }
  });

  it('gives up on a site too slow to answer or to finish the page, within the time limit', async () => {
    for (const path of ['/silent', '/slow-body']) {
      const started = Date.now();
      const page = await get(path);
      expect(page).toMatchObject({ ok: false, reason: 'timeout' });
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('refuses what is not HTML, naming what it is', async () => {
    const image = await get('/image');
    expect(image.ok ? '' : image.error).toBe(
      'That address is not a web page (it sent image/png), so no recipe can be read from it.',
    );
    expect(await get('/json')).toMatchObject({ ok: false, reason: 'not-html' });
  });

  it('says clearly when the page is missing, broken or forbidden', async () => {
    const missing = await get('/no-such-recipe');
    expect(missing.ok ? '' : missing.error).toBe(
      'That page was not found (404 Not Found). Check the address.',
    );
    expect(await get('/gone')).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await get('/broken')).toMatchObject({ ok: false, reason: 'server-error' });
    expect(await get('/forbidden')).toMatchObject({ ok: false, reason: 'http-error' });
  });

  it('decodes a windows-1252 page from its header or its <meta charset>', async () => {
    for (const path of ['/cp1252', '/latin1-meta']) {
      const page = await get(path);
      expect(page.ok && page.html).toContain('Crème brûlé “for two”');
    }
  });

  it('refuses a page whose bytes its encoding cannot read, or whose encoding is unknown', async () => {
    const bad = await get('/bad-utf8');
    expect(bad.ok ? '' : bad.error).toBe(
      "That page's text is not valid utf-8, the encoding it declares, so it cannot be read.",
    );
    const unknown = await get('/unknown-charset');
    expect(unknown.ok ? '' : unknown.error).toBe(
      'That page says its text is in the "x-martian" encoding, which the import cannot read.',
    );
  });

  it('imports every corpus page served by the local server as it reads from the file', async () => {
    const pages = readdirSync(PAGES).filter((f) => f.endsWith('.html'));
    for (const file of pages) {
      const page = await get(`/corpus?page=${encodeURIComponent(file)}`, { limits: {} });
      if (!page.ok) throw new Error(`${file}: ${page.error}`);
      const fromFile = recipesFromHtml(readFileSync(join(PAGES, file), 'utf8'), page.url);
      expect(recipesFromHtml(page.html, page.url)).toStrictEqual(fromFile);
    }
  });
});
