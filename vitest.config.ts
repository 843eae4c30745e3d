import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          globals: true,
          include: [
            'tests/web/**/*.test.{ts,tsx}',
            'tests/machines/**/*.test.ts',
            'machines/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/web.ts'],
          css: false,
          // A screen test's first render loads its page's modules; on a shared two-core machine
          // that alone can pass vitest's 5 s default. Waits inside a test keep their own limits.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'backend',
          environment: 'node',
          globals: true,
          include: ['tests/backend/**/*.test.ts'],
          // Each file starts its own backend on a fresh data directory; files run one at a time
          // so two PGlite instances never compete for the two cores.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'planner',
          environment: 'node',
          globals: true,
          include: ['tests/planner/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
