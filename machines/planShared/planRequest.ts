import type { PlanRequest } from './plan.types.ts';

/** The week a plan page's machine asks for: whose, their date, and how many weeks ahead. */
export const planRequestOf = ({ context }: { context: PlanRequest }): PlanRequest => ({
  userId: context.userId,
  today: context.today,
  ahead: context.ahead,
});
