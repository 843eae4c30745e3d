/**
 * Prerendering of the pages every signed-out visitor sees alike (the home page and the demo
 * pages), part of every production build (vite.config.ts).
 *
 * The build renders each of them to HTML (src/prerender.tsx, run in Node through a Vite dev
 * server in middleware mode) and writes it where a static host looks for that address:
 * `index.html` for the home page, `demo/meal-plan.html`, `demo/meal-plan-day/monday.html` and so
 * on for the demo pages. The visitor sees the page as soon as the HTML and the stylesheet
 * arrive, instead of a loader until the JavaScript has run; the app then renders over it with
 * the same markup (src/main.tsx).
 *
 * Every other address gets `app.html`, the loading state that suits any page (what index.html
 * was before the home page took its place), which paints instead the signed-in page this person
 * saw last time when this device kept it (appShellHtml): the host's fallback for addresses without a file must be
 * `app.html` (README, Deploying). `vite preview` is set up so (previewFallsBackToApp).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import { addressesOf, pageRecords } from '../machines/shared/paths.ts';
import {
  SNAPSHOT_SHOWN_EVENT,
  restorePageSnapshot,
  snapshotRules,
} from '../src/app/restoreSnapshot.ts';
import { localKeys } from '../src/services/localStore.ts';

/** The addresses that are prerendered: the same page for every signed-out visitor. */
export const PRERENDERED_ADDRESSES = pageRecords
  .filter((record) => record.build === 'prerendered')
  .flatMap(addressesOf);

/** The loading state, served for every address without a file of its own. */
export const APP_SHELL_FILE = 'app.html';

/** The file a static host serves for `address` (a path without a trailing slash). */
export function prerenderedFile(address: string): string {
  return address === '/' ? 'index.html' : `${address.replace(/^\//, '')}.html`;
}

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** The inline script of vite.config.ts that preloads the chunks of the page in the address bar. */
const PAGE_PRELOADS = /<script>(var preloads = [\s\S]*?)<\/script>\s*/;

/** The page preloads' table in the inline script of vite.config.ts: address -> chunks. */
const PAGE_PRELOADS_TABLE = /var preloads = (\{[\s\S]*?\});/;

/**
 * How long, in milliseconds, the starter adds module preloads in one task before it lets the
 * page take input. Each added link costs the main thread a fraction of a millisecond to a few
 * (the request it starts; more on a slow phone or with the profiler on): the forty-odd links of
 * a signed-in page added at once made one task of 50-150 ms. A count per task fitted neither a
 * fast machine nor a slow one; a time budget fits both. The tasks follow each other through a
 * message channel, which browsers do not slow down as they do a chain of timers.
 */
const PRELOAD_BUDGET_MS = 4;

/**
 * The script that starts the app once the page has painted: it adds the module preloads (the
 * page's own, then the entry's that index.html has in its head, a few milliseconds' worth per
 * task) and then the entry script. Until the first paint the network carries only the HTML and
 * the stylesheet, so the page shows as soon as those two arrive; the code follows. A tab opened
 * in the background (no frames) starts at once. In app.html a page kept from last time
 * (restoreSnapshot.ts) stays hidden until the stylesheet applies: the code waits for it.
 */
function startAfterFirstPaint(entry: string, preloads: string[], pagePreloads: string): string {
  return [
    '<script>',
    '(function () {',
    `  var pagePreloads = ${pagePreloads};`,
    '  function start() {',
    "    var address = location.pathname.replace(/(.)\\/+$/, '$1');",
    `    var files = (pagePreloads[address] || []).concat(${JSON.stringify(preloads)});`,
    '    var added = 0;',
    '    var channel = new MessageChannel();',
    '    channel.port1.onmessage = addSome;',
    '    function addSome() {',
    '      var began = performance.now();',
    '      while (added < files.length) {',
    "        var link = document.createElement('link');",
    "        link.rel = 'modulepreload';",
    "        link.crossOrigin = '';",
    '        link.href = files[added];',
    '        document.head.appendChild(link);',
    '        added += 1;',
    `        if (performance.now() - began >= ${PRELOAD_BUDGET_MS}) break;`,
    '      }',
    '      if (added < files.length) {',
    '        channel.port2.postMessage(null);',
    '        return;',
    '      }',
    '      channel.port1.onmessage = null;',
    "      var script = document.createElement('script');",
    "      script.type = 'module';",
    "      script.crossOrigin = '';",
    `      script.src = ${JSON.stringify(entry)};`,
    '      document.head.appendChild(script);',
    '    }',
    '    addSome();',
    '  }',
    '  function afterPaint() {',
    '    requestAnimationFrame(function () { setTimeout(start, 0); });',
    '  }',
    "  var root = document.getElementById('root');",
    "  if (document.visibilityState === 'hidden') start();",
    "  else if (root && root.style.visibility === 'hidden')",
    `    document.addEventListener(${JSON.stringify(SNAPSHOT_SHOWN_EVENT)}, afterPaint, { once: true });`,
    '  else afterPaint();',
    '})();',
    '</script>',
  ].join('\n');
}

/** Text as HTML: the five characters that could be read as markup, escaped. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The shell's head without the scripts, and the script that starts them after the first paint. */
function deferScripts(shell: string): { shell: string; starter: string } {
  if (!ROOT.test(shell)) throw new Error('prerender: index.html has no #root before </body>');
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const pagePreloads = PAGE_PRELOADS_TABLE.exec(PAGE_PRELOADS.exec(shell)?.[1] ?? '')?.[1] ?? '{}';
  return {
    shell: shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(PAGE_PRELOADS, ''),
    starter: startAfterFirstPaint(entry, preloads, pagePreloads),
  };
}

/**
 * The built index.html with `markup` in place of its loading state and `title` as its title.
 * - The markup is `inert` until the app renders over it (React replaces everything inside #root):
 *   its buttons have no handlers yet, so they take neither clicks nor focus rather than drop them.
 * - The app's stylesheet goes back to an ordinary, render-blocking stylesheet: the markup is the
 *   page itself and must not paint unstyled (index.html loads it without blocking because its
 *   loading state is styled inline).
 * - The scripts start after the first paint (startAfterFirstPaint), as the page needs none of
 *   them to be seen.
 */
export function prerenderedHtml(shell: string, markup: string, title: string): string {
  const deferred = deferScripts(shell);
  return (
    deferred.shell
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      // The comment before #root describes the loading state this page no longer has.
      .replace(/<!--(?:(?!-->)[\s\S])*-->\s*(<div id="root">)/, '$1')
      .replace(
        ROOT,
        (_match, end: string) =>
          `<div id="root" data-prerendered><div inert>${markup}</div></div>\n${deferred.starter}${end}`,
      )
      .replaceAll(
        '<link rel="preload" as="style" data-app-stylesheet',
        '<link rel="stylesheet" data-app-stylesheet',
      )
  );
}

/**
 * app.html: the built index.html, its loading state painted at once, or, when this device kept
 * what the signed-in page at this address showed last time (src/app/pageSnapshots.ts), that
 * page, painted from its kept description before any of the app's code has arrived. The scripts
 * start after the first paint, as on the prerendered pages (and after the kept page shows, when
 * there is one).
 */
export function appShellHtml(shell: string, themeStyles: string): string {
  const deferred = deferScripts(shell);
  const restore = `(${restorePageSnapshot.toString()})(document, localStorage, new Date(), ${JSON.stringify(localKeys.pageSnapshots)}, ${snapshotRules.toString()});`;
  return deferred.shell
    .replace('</head>', () => `  ${themeStyles}\n  </head>`)
    .replace(ROOT, (match, end: string) =>
      match.replace(end, () => `\n    <script>${restore}</script>\n${deferred.starter}${end}`),
    );
}

/** Does `relative` name a file inside `dir` (and not a folder, or something outside it)? */
function isFileIn(dir: string, relative: string): boolean {
  const file = path.resolve(dir, `.${relative}`);
  if (!file.startsWith(dir + path.sep)) return false;
  return existsSync(file) && statSync(file).isFile();
}

/**
 * The preview server's fallback, as a host's would be: a page address without a file of its
 * own (neither `/x` nor `/x.html`) gets app.html. Files, the home page and the prerendered
 * pages are left to Vite's own middlewares.
 */
export function appShellFallback(outDir: string): Connect.NextHandleFunction {
  return (request, _response, next) => {
    // The requests Vite's own fallback would answer with index.html.
    const accept = request.headers.accept ?? '';
    const wantsPage = accept === '' || accept.includes('text/html') || accept.includes('*/*');
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (!reads || !wantsPage || !request.url) return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://preview.invalid').pathname);
    } catch {
      return next();
    }
    if (pathname === '/' || isFileIn(outDir, pathname) || isFileIn(outDir, `${pathname}.html`)) {
      return next();
    }
    request.url = `/${APP_SHELL_FILE}`;
    next();
  };
}

interface PrerenderModule {
  renderPage(pathname: string): Promise<{ markup: string; title: string }>;
  renderThemeStyles(): string;
}

export function prerenderPages(): Plugin[] {
  let config: ResolvedConfig;
  const build: Plugin = {
    name: 'mealwise:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error) {
      if (error || config.build.ssr || !config.build.write) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const server = await createServer({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const prerender = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
        const themeStyles = prerender.renderThemeStyles();
        writeFileSync(path.join(outDir, APP_SHELL_FILE), appShellHtml(shell, themeStyles));
        for (const address of PRERENDERED_ADDRESSES) {
          const file = path.join(outDir, prerenderedFile(address));
          mkdirSync(path.dirname(file), { recursive: true });
          const page = await prerender.renderPage(address);
          writeFileSync(file, prerenderedHtml(shell, page.markup, page.title));
        }
      } finally {
        await server.close();
      }
      config.logger.info(
        `prerendered ${PRERENDERED_ADDRESSES.length} pages; other addresses get ${APP_SHELL_FILE}`,
      );
    },
  };
  const preview: Plugin = {
    name: 'mealwise:preview-falls-back-to-app',
    apply: (_config, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(appShellFallback(outDir));
    },
  };
  return [build, preview];
}
