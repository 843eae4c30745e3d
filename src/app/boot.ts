/**
 * How the app starts on a page: the page's code, and what it reads of this device, each in a
 * task of its own, so a phone can take input between them; and what opening a page starts
 * ahead (the auth client of the account screens). The route table (routes.tsx) asks here for
 * each page's `lazy`; the router (router.tsx) says while the app is starting.
 */
import type { ComponentType } from 'react';
import type { LazyRouteFunction, LoaderFunction, RouteObject } from 'react-router-dom';
import type { KeptCopy, PageRecord } from '../../machines/shared/paths.ts';
import { getSupabase } from '../services/supabase.ts';

type Step = () => Promise<unknown>;

/** Every page module, by its file under src/pages: each is a chunk of its own, loaded lazily. */
const pageModules = import.meta.glob<Record<string, unknown>>('../pages/**/*Page.tsx');

/** Resolves in a later task, so what follows runs after the browser has had its turn. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The first step of every page that reads this device's copy: zod itself. Evaluating its core
 * (the constructors of every schema kind) is a task of its own, before the app's schemas are
 * built from it.
 */
const loadZod: Step = () => import('../services/zod.ts');

/** The two steps of a module that checks this device's copy: building it, then the check. */
function checkedAhead<Module>(
  load: () => Promise<Module>,
  check: (module: Module) => void,
): Step[] {
  return [load, () => load().then(check)];
}

/** The steps of each copy this device keeps, before the page that renders from it. */
const keptCopySteps: Record<KeptCopy, Step[]> = {
  dashboard: checkedAhead(
    () => import('../device/keptDashboard.ts'),
    (m) => m.checkCachedDashboardAhead(),
  ),
  plan: checkedAhead(
    () => import('../device/keptWeek.ts'),
    (m) => m.checkCachedPlanAhead(),
  ),
  list: [
    () => import('../services/live/plans.ts'),
    ...checkedAhead(
      () => import('../device/keptList.ts'),
      (m) => m.checkCachedListAhead(),
    ),
  ],
};

/**
 * A page that renders from a kept copy, in steps, each in a task of its own: zod, building the
 * schemas of its data, checking this device's copy of that data, then the page's own modules.
 * In one task, as `import()` of the page alone gives, a phone holds off input for tens of
 * milliseconds as the app starts. Only the page the app starts on loads in steps: the build
 * preloads its files, so they are fetched together all the same; a page opened later has its
 * files fetched as it is imported, and in steps each would wait for the one before.
 */
async function inSteps<Page>(
  stepwise: () => boolean,
  steps: readonly Step[],
  page: () => Promise<Page>,
): Promise<Page> {
  if (!stepwise()) return page();
  for (const step of [loadZod, ...steps]) {
    await step();
    await nextTask();
  }
  return page();
}

/**
 * The sign-in, sign-up, password and callback screens all talk to Supabase Auth: their route
 * starts the client (after the page has loaded) so that it is ready by the time someone submits,
 * as other pages no longer load it for signed-out visitors.
 */
function withAuthClient<Page>(page: Promise<Page>): Promise<Page> {
  getSupabase().catch((error: unknown) => {
    console.error('Authentication is unavailable:', error);
  });
  return page;
}

/** What a page module exports under `name`, checked to be a function as the record says. */
function exported<Value>(module: Record<string, unknown>, record: PageRecord, name: string) {
  const value = module[name];
  if (typeof value !== 'function') {
    throw new Error(`src/pages/${record.module}.tsx exports no ${name}`);
  }
  return value as Value;
}

/**
 * The `lazy` of a page's route: its module (in steps while the app starts on a page that renders
 * from a kept copy), its component and its loader.
 */
export function pageLoad(
  record: PageRecord,
  stepwise: () => boolean,
): LazyRouteFunction<RouteObject> {
  const load = pageModules[`../pages/${record.module}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${record.module}.tsx`);
  const module = () => {
    if (record.kept) return inSteps(stepwise, keptCopySteps[record.kept], load);
    return record.access === 'account' ? withAuthClient(load()) : load();
  };
  return () =>
    module().then((loaded) => ({
      Component: exported<ComponentType>(loaded, record, record.component),
      ...(record.loader ? { loader: exported<LoaderFunction>(loaded, record, record.loader) } : {}),
    }));
}
