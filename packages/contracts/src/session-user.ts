import { z } from 'zod';
import { listLimits, marketIdViewSchema, roles, roleSchema, uuidSchema } from './common';

/** The person behind the session, as every app sees them. */
export const sessionUserSchema = z.object({
  id: uuidSchema,
  email: z.string().max(254),
  name: z.string().max(100),
  phone: z.string().max(25).nullable(),
  roles: z.array(roleSchema).max(roles.length),
  /** Markets this user manages (managers); admins manage every market. */
  managedMarketIds: z.array(marketIdViewSchema).max(listLimits.markets),
  /** Set when the user is a provider. */
  providerId: uuidSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
