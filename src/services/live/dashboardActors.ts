/**
 * The live actor set of the dashboard (mirrors src/demo/demoActors.ts): the profile's summary
 * and this week's plan, read for the signed-in person on their own calendar date.
 */
import { fromPromise } from 'xstate';
import type { DashboardRows } from '../../../machines/dashboardData/dashboardData.types.ts';
import { isoDateOf } from '../../../machines/planShared/week.ts';
import { loadDashboardRows } from '../onboardingApi.ts';
import { getSupabase } from '../supabase.ts';

export const liveDashboardActors = {
  loadDashboard: fromPromise<DashboardRows, { userId: string }>(async ({ input }) =>
    loadDashboardRows(await getSupabase(), input.userId, isoDateOf(new Date())),
  ),
};
