/**
 * The app's zod (src/services/zod.ts) parses without compiling a function per schema, and is
 * exactly as strict: a stored week with a wrong field is refused with the path of the problem.
 */
import { describe, expect, it } from 'vitest';
import { z } from '../../src/services/zod.ts';
import { storedPlanSchema } from '../../machines/planShared/plan.types.ts';
import { fixturePlan } from './planFixtures.ts';

describe('the app parses with zod jitless', () => {
  it('is set up so before anything parses', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('accepts a stored week and refuses one with a damaged field', () => {
    const plan = JSON.parse(JSON.stringify(fixturePlan())) as Record<string, unknown>;
    expect(storedPlanSchema.safeParse(plan).success).toBe(true);
    const damaged = { ...plan, plan: { ...(plan.plan as object), weekStart: 42 } };
    const parsed = storedPlanSchema.safeParse(damaged);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['plan', 'weekStart']);
  });
});
