/**
 * Timing of `npm run bench:planner`: planning a week (portions.ts planWithPortions, what the
 * generate function runs) and regenerating one meal (service.ts editPlan's replace on the week
 * generatePlan gives) for this checkout, and, when `BENCH_BASELINE_DIR=<another checkout>` is set,
 * for that checkout's planner too, imported from its own files (its planner, catalogue and
 * solver), on the same profiles in the same process, alternating the two version by version per
 * profile (the first to run swaps from one profile to the next), so that both meet the same load.
 * `git worktree add ../baseline <commit>` and a link to this node_modules make one.
 *
 * Only the four calls are used, so an older planner (no sides, no kitchen schedule) is timed as
 * it is, whatever its weeks hold.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as CatalogueModule from '../supabase/functions/_shared/planner/catalogue.ts';
import type * as HighsModule from '../supabase/functions/_shared/planner/highs.ts';
import type * as PortionsModule from '../supabase/functions/_shared/planner/portions.ts';
import type { PortionedOutcome } from '../supabase/functions/_shared/planner/portions.ts';
import type * as ServiceModule from '../supabase/functions/_shared/planner/service.ts';
import type { PlannerProfile } from '../supabase/functions/_shared/planner/types.ts';
import type { WeeklyPlan } from '../supabase/functions/_shared/schemas/responses.ts';
import { FIRST_WEEK } from './bench-planner-weeks.ts';

/** One planner to time: this checkout's or another's. */
export interface PlannerVersion {
  name: string;
  /** A week, as the generate function plans it. */
  planWeek(profile: PlannerProfile): PortionedOutcome;
  /** The stored week to regenerate meals of (null when none fits). */
  generate(profile: PlannerProfile): WeeklyPlan | null;
  replace(
    profile: PlannerProfile,
    plan: WeeklyPlan,
    target: {
      mealId: string;
      dayIndex: number;
      type: WeeklyPlan['days'][number]['meals'][number]['type'];
    },
  ): void;
  weekMs: number[];
  regenMs: number[];
  /** Per profile: the week's time and whether it planned, the replacements timed. */
  perProfile: { name: string; weekMs: number; planned: boolean; regenerated: number }[];
}

type Modules = {
  portions: typeof PortionsModule;
  service: typeof ServiceModule;
  catalogue: typeof CatalogueModule;
  highs: typeof HighsModule;
};

/** A version from a checkout's planner modules (the solver and catalogue loaded and warmed). */
async function versionOf(
  name: string,
  modules: Modules,
  generated?: (profile: PlannerProfile) => WeeklyPlan | null,
): Promise<PlannerVersion> {
  const highs = await modules.highs.getHighs();
  const catalogue = await modules.catalogue.getCatalogue();
  return {
    name,
    planWeek: (profile) => modules.portions.planWithPortions(highs, profile, catalogue),
    generate:
      generated ??
      ((profile) => {
        const outcome = modules.service.generatePlan(highs, profile, catalogue, FIRST_WEEK);
        return outcome.ok ? outcome.value.weeklyPlan : null;
      }),
    replace: (profile, plan, target) => {
      modules.service.editPlan(profile, catalogue, plan, { kind: 'replace', ...target });
    },
    weekMs: [],
    regenMs: [],
    perProfile: [],
  };
}

/** This checkout's planner; `generated` gives the week to regenerate meals of (the run's own). */
export async function thisCheckout(
  generated: (profile: PlannerProfile) => WeeklyPlan | null,
): Promise<PlannerVersion> {
  const [portions, service, catalogue, highs] = await Promise.all([
    import('../supabase/functions/_shared/planner/portions.ts'),
    import('../supabase/functions/_shared/planner/service.ts'),
    import('../supabase/functions/_shared/planner/catalogue.ts'),
    import('../supabase/functions/_shared/planner/highs.ts'),
  ]);
  return versionOf('this checkout', { portions, service, catalogue, highs }, generated);
}

/** The planner of the checkout at `dir` (BENCH_BASELINE_DIR), imported from its own files. */
export async function baselineCheckout(dir: string): Promise<PlannerVersion> {
  const load = (file: string): Promise<unknown> =>
    import(pathToFileURL(join(dir, 'supabase/functions/_shared/planner', file)).href);
  const [portions, service, catalogue, highs] = await Promise.all([
    load('portions.ts'),
    load('service.ts'),
    load('catalogue.ts'),
    load('highs.ts'),
  ]);
  return versionOf(`baseline ${dir}`, {
    portions: portions as typeof PortionsModule,
    service: service as typeof ServiceModule,
    catalogue: catalogue as typeof CatalogueModule,
    highs: highs as typeof HighsModule,
  });
}

/** Replacements timed per profile: up to 10 meals spread over the week. */
const REPLACEMENTS = 10;

/** Times regenerating up to 10 meals of a version's week, each from the original week. */
export function timeRegenerate(version: PlannerVersion, profile: PlannerProfile): void {
  const plan = version.generate(profile);
  const entry = version.perProfile.at(-1);
  if (!plan) return;
  if (entry) entry.regenerated = Math.min(REPLACEMENTS, plan.days.flatMap((d) => d.meals).length);
  const meals = plan.days.flatMap((d, dayIndex) => d.meals.map((m) => ({ m, dayIndex })));
  const n = Math.min(REPLACEMENTS, meals.length);
  for (let k = 0; k < n; k += 1) {
    const pick = meals[Math.floor((k * meals.length) / n)];
    if (!pick) continue;
    const t = performance.now();
    version.replace(profile, plan, {
      mealId: pick.m.id,
      dayIndex: pick.dayIndex,
      type: pick.m.type,
    });
    version.regenMs.push(performance.now() - t);
  }
}

/**
 * Times a week of each version for one profile, alternating which runs first by the profile's
 * index; returns this checkout's (the first version's) outcome, for the run to score.
 */
export function timeWeeks(
  versions: readonly PlannerVersion[],
  name: string,
  profile: PlannerProfile,
  index: number,
): { outcome: PortionedOutcome; ms: number } {
  const order = index % 2 === 0 ? versions : [...versions].reverse();
  let mine: { outcome: PortionedOutcome; ms: number } | undefined;
  for (const version of order) {
    const started = performance.now();
    const outcome = version.planWeek(profile);
    const ms = performance.now() - started;
    version.weekMs.push(ms);
    version.perProfile.push({ name, weekMs: ms, planned: outcome.outcome.ok, regenerated: 0 });
    if (version === versions[0]) mine = { outcome, ms };
  }
  return mine as { outcome: PortionedOutcome; ms: number };
}

/** Regenerating meals of each version for one profile, alternating as timeWeeks does. */
export function timeRegenerates(
  versions: readonly PlannerVersion[],
  profile: PlannerProfile,
  index: number,
): void {
  const order = index % 2 === 0 ? versions : [...versions].reverse();
  for (const version of order) timeRegenerate(version, profile);
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** The side-by-side table (with a baseline) and the verdict lines for this checkout. */
export function timingVerdicts(versions: readonly PlannerVersion[]): string[] {
  const [mine] = versions;
  if (!mine) return [];
  if (versions.length > 1) {
    console.log('');
    console.log(
      'Timing side by side (same profiles, same process, the versions alternating per profile): ' +
        'a week (planWithPortions) and regenerating one meal (editPlan replacing it, up to 10 per profile).',
    );
    const pad = (text: string, width: number) =>
      text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length);
    console.log(
      [pad('profile', 26), ...versions.map((v) => pad(`${v.name}: week ms, regenerated`, 44))].join(
        ' ',
      ),
    );
    mine.perProfile.forEach((entry, i) =>
      console.log(
        [
          pad(entry.name, 26),
          ...versions.map((v) => {
            const e = v.perProfile[i];
            return pad(
              e ? `${e.weekMs.toFixed(0)}${e.planned ? '' : ' (no plan)'}, ${e.regenerated}` : '-',
              44,
            );
          }),
        ].join(' '),
      ),
    );
    for (const v of versions)
      console.log(
        `  ${v.name}: week p50 ${percentile(v.weekMs, 50).toFixed(0)} ms, p95 ${percentile(v.weekMs, 95).toFixed(0)} ms ` +
          `(${v.weekMs.length} weeks); regenerate p50 ${percentile(v.regenMs, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(v.regenMs, 95).toFixed(1)} ms (${v.regenMs.length} replacements)`,
      );
  }
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const weekP95 = percentile(mine.weekMs, 95);
  const regenP95 = percentile(mine.regenMs, 95);
  const others = versions.slice(1);
  const beside = (pick: (v: PlannerVersion) => number[], digits: number) =>
    others.length > 0
      ? ` (${others.map((v) => `${v.name}: ${percentile(pick(v), 95).toFixed(digits)} ms`).join('; ')})`
      : '';
  const split = (planned: boolean) => {
    const ms = mine.perProfile.filter((e) => e.planned === planned).map((e) => e.weekMs);
    return ms.length > 0 ? `${percentile(ms, 95).toFixed(0)} ms (${ms.length})` : '-';
  };
  return [
    `week p95 ${weekP95.toFixed(0)} ms < 1000 ms: ${verdict(weekP95 < 1000)}${beside((v) => v.weekMs, 0)}; ` +
      `this checkout's weeks that planned p95 ${split(true)}, answers that cannot fit p95 ${split(false)}`,
    `regenerate p95 ${regenP95.toFixed(1)} ms < 150 ms: ${verdict(regenP95 < 150)}${beside((v) => v.regenMs, 1)}`,
  ];
}
