import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, chromiumSwitches } from './scripts/lib.mjs';

const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 5174);

// Debian's Chromium, headless, with nothing reaching for the network (the machine has none).
const launchOptions = {
  executablePath: chromiumPath,
  args: chromiumSwitches,
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${E2E_APP_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_APP_PORT: String(E2E_APP_PORT) },
  },
});
