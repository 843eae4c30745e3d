import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The e2e server builds the production bundle before the suite runs.
test('the production bundle carries no machine-inspection code', async ({ baseURL }, testInfo) => {
  expect(baseURL).toBeTruthy();
  test.skip(testInfo.project.name !== 'desktop', 'one check is enough');
  const assets = path.resolve(process.env.E2E_OUT_DIR ?? 'dist', 'assets');
  const markers = ['stately.ai/inspect', 'createBrowserInspector', 'xstateinspector'];
  const leaking = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      markers.some((marker) => readFileSync(path.join(assets, file), 'utf8').includes(marker)),
    );
  expect(leaking).toEqual([]);
});
