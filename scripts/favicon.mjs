// `node scripts/favicon.mjs`: draws the tab's icon, public/icons/favicon-32.png, from
// public/favicon.svg (the app's mark) with Chromium. The page links the PNG rather than the
// SVG: Chromium decodes an SVG icon by building a document for it on the page's main thread.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath, root } from './lib.mjs';

const SIZE = 32;
const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8').replace(
  '<svg ',
  `<svg width="${SIZE}" height="${SIZE}" `,
);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  await page.screenshot({
    path: path.join(root, `public/icons/favicon-${SIZE}.png`),
    omitBackground: true,
  });
} finally {
  await browser.close();
}
