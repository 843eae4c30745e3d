import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const SCREENSHOT_DIR = path.resolve('e2e/screenshots');

/** Saves a full-page screenshot as e2e/screenshots/<project>/<name>.png for people to look at. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.join(SCREENSHOT_DIR, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
