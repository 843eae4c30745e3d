/**
 * The week's health in the responses (responses.ts weeklyPlan.health): its HEI-2020 components
 * and food groups, as planner/health.ts computes them and the app's health panel shows them.
 */
import { z } from 'zod';

/** One HEI-2020 component of the week (planner/hei.ts): its score out of its maximum. */
export const heiComponentSchema = z.object({
  component: z.string(),
  name: z.string(),
  kind: z.enum(['adequacy', 'moderation']),
  score: z.number().min(0).max(10),
  max: z.number().positive().max(10),
});

/** One food group of the week against the Healthy U.S.-Style pattern (planner/food-groups.ts). */
export const foodGroupSchema = z.object({
  group: z.string(),
  name: z.string(),
  unit: z.string(),
  period: z.enum(['day', 'week']),
  kind: z.enum(['target', 'limit']),
  amount: z.number().nonnegative(),
  target: z.number().nonnegative(),
});

/**
 * The week's diet quality, computed from the meals planned (generation and every edit alike):
 * its Healthy Eating Index 2020 and its food groups against the pattern at the person's calorie
 * level, targets scaled to the share of the day the planned meals make up.
 */
export const weekHealthSchema = z.object({
  hei: z.object({ total: z.number().min(0).max(100), components: z.array(heiComponentSchema) }),
  calorieLevel: z.number().positive(),
  /** 0-1: the share of a full day's eating the planned meals make up (targets scale by it). */
  plannedShare: z.number().min(0).max(1),
  foodGroups: z.array(foodGroupSchema),
  limits: z.array(
    z.object({
      limit: z.string(),
      name: z.string(),
      unit: z.string(),
      amount: z.number(),
      max: z.number(),
    }),
  ),
});
export type WeekHealth = z.infer<typeof weekHealthSchema>;
