import { z } from './zod';
import { languageSchema, listLimits, marketIdViewSchema, roles, roleSchema, uuidSchema } from './common';

/** The person behind the session, as every app sees them. */
export const sessionUserSchema = z.object({
  id: uuidSchema,
  email: z.string().check(z.maxLength(254)),
  name: z.string().check(z.maxLength(100)),
  phone: z.nullable(z.string().check(z.maxLength(25))),
  roles: z.array(roleSchema).check(z.maxLength(roles.length)),
  /** Markets this user manages (managers); admins manage every market. */
  managedMarketIds: z.array(marketIdViewSchema).check(z.maxLength(listLimits.markets)),
  /** Set when the user is a provider. */
  providerId: z.nullable(uuidSchema),
  /**
   * The language they read: the page follows it after login, and every email and text message to
   * them is written in it (docs/languages.md). Null until they choose or sign up.
   */
  language: z.nullable(languageSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
