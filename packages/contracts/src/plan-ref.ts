import { z } from './zod';
import { uuidSchema } from './common';

/* The small part of recurring plans other contracts carry (docs/repeat-business.md); the plans themselves are in plans.ts. */

/** How often a plan repeats, in weeks. */
export const planEveryWeeksSchema = z.union([z.literal(1), z.literal(2), z.literal(4)]);
export type PlanEveryWeeks = z.infer<typeof planEveryWeeksSchema>;

/** Asked at the confirm step: the booking becomes the plan's first visit. */
export const repeatRequestSchema = z.object({ everyWeeks: planEveryWeeksSchema });
export type RepeatRequest = z.infer<typeof repeatRequestSchema>;

/** What a job carries when it is a plan's visit (absent or null: a one-off job). */
export const jobPlanRefSchema = z.object({ id: uuidSchema, everyWeeks: planEveryWeeksSchema });
export type JobPlanRef = z.infer<typeof jobPlanRefSchema>;

