/**
 * The page the app starts on loads in steps; pages opened once the router has it load at once
 * (src/app/router.tsx, src/app/routes.tsx inSteps).
 */
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';

const seen = vi.hoisted(() => ({
  stepwise: null as null | (() => boolean),
  atStart: null as null | boolean,
}));

vi.mock('../../src/app/routes.tsx', () => ({
  appRoutes: (options: { stepwise?: () => boolean }): RouteObject[] => {
    seen.stepwise = options.stepwise ?? null;
    return [
      {
        path: '/',
        lazy: async () => {
          // The lazy route of the starting page asks while the router is starting.
          seen.atStart = seen.stepwise?.() ?? null;
          return { Component: () => null };
        },
      },
    ];
  },
}));

describe('the app router', () => {
  it('is built in one task and started in the next', async () => {
    seen.atStart = null;
    const { startAppRouter } = await import('../../src/app/router.tsx');
    const started = startAppRouter();
    // Built: the route table is there; not started: the page has not been asked for, even once
    // the promises of this task have settled.
    expect(seen.stepwise).not.toBeNull();
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(seen.atStart).toBeNull();
    const router = await started;
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(seen.atStart).toBe(true);
    expect(seen.stepwise?.()).toBe(false);
    router.dispose();
  });

  it('loads the starting page in steps and later pages at once', async () => {
    const { createAppRouter } = await import('../../src/app/router.tsx');
    const router = createAppRouter();
    expect(seen.stepwise).not.toBeNull();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(seen.atStart).toBe(true);
    expect(seen.stepwise?.()).toBe(false);
    router.dispose();
  });
});
