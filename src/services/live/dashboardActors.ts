/**
 * The live actor set of the dashboard (mirrors src/demo/demoActors.ts): the profile's summary
 * and this week's plan, read for the signed-in person on their own calendar date, and kept on
 * this device (src/device/keptDashboard.ts) to show at once next time.
 */
import { fromPromise } from 'xstate';
import type { DashboardRows } from '../../../machines/dashboardData/dashboardData.types.ts';
import { isoDateOf } from '../../../machines/planShared/week.ts';
import { loadDashboardRows } from '../onboardingApi.ts';
import { getSupabase } from '../supabase.ts';
import { cacheDashboard } from '../../device/keptDashboard.ts';

export const liveDashboardActors = {
  loadDashboard: fromPromise<DashboardRows, { userId: string }>(async ({ input }) => {
    const today = isoDateOf(new Date());
    const rows = await loadDashboardRows(await getSupabase(), input.userId, today);
    cacheDashboard(input.userId, today, rows);
    return rows;
  }),
};
