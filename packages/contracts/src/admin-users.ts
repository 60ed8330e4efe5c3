import { z } from './zod';
import { instantSchema } from './booking';
import { listLimits, marketIdSchema, marketIdViewSchema, roles, roleSchema, singleLineText, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { routes } from './routes';
import { securityEventSchema } from './security-events';
import { v } from './messages/validation-messages';

/** People (docs/admin.md): admins find an account, change its roles, disable or enable it. */
export const adminUserLimits = { search: 100, reason: 500, pageSize: 25, recentEvents: 20 } as const;

export const adminUserSummarySchema = z.object({
  id: uuidSchema,
  name: z.string().check(z.maxLength(100)),
  email: z.string().check(z.maxLength(254)),
  roles: z.array(roleSchema).check(z.maxLength(roles.length)),
  managedMarketIds: z.array(marketIdViewSchema).check(z.maxLength(listLimits.markets)),
  providerId: z.nullable(uuidSchema),
  createdAt: instantSchema,
  /** Set while an admin has the account disabled: no login, no session, provider not offered. */
  disabledAt: z.nullable(instantSchema),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersQuerySchema = z.object({
  /** Part of a name or an email address, any case; none lists everyone. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(adminUserLimits.search, v.atMost100Characters))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUsersPageSchema = z.object({
  items: z.array(adminUserSummarySchema).check(z.maxLength(adminUserLimits.pageSize)),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  total: z.number().check(z.int()),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminUserDetailSchema = z.extend(adminUserSummarySchema, {
  /** The reason given when the account was disabled (from the security log), while it is. */
  disabledReason: z.nullable(z.string().check(z.maxLength(adminUserLimits.reason))),
  /** The newest events of the security log about this account. */
  recentEvents: z.array(securityEventSchema).check(z.maxLength(adminUserLimits.recentEvents)),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** The roles an admin decides: admin or not, and which markets the person manages (manager role follows). */
export const adminUserRolesSchema = z.object({
  admin: z.boolean(),
  managedMarketIds: z.array(marketIdSchema).check(z.maxLength(listLimits.markets)),
});
export type AdminUserRoles = z.input<typeof adminUserRolesSchema>;

export const adminReasonSchema = z.object({
  reason: singleLineText().check(z.minLength(3, v.giveAReasonItGoesInto), z.maxLength(adminUserLimits.reason, v.atMost500Characters)),
});
export type AdminReason = z.input<typeof adminReasonSchema>;

const userParams = z.object({ userId: uuidSchema });
const common = { access: 'authenticated' as const, tags: ['admin'] };

export const adminUserEndpoints = {
  list: endpoint({ ...routes['adminUsers.list'], ...common, summary: 'Admins: find people by name or email, a page at a time', query: adminUsersQuerySchema, response: adminUsersPageSchema }),
  get: endpoint({ ...routes['adminUsers.get'], ...common, summary: 'Admins: one person: roles, markets managed, provider, disabled state, recent security events', params: userParams, response: adminUserDetailSchema }),
  setRoles: endpoint({
    ...routes['adminUsers.setRoles'],
    ...common,
    summary: 'Admins: grant or revoke admin and the markets a person manages (each change is a security event)',
    params: userParams,
    body: adminUserRolesSchema,
    response: adminUserDetailSchema,
  }),
  disable: endpoint({
    ...routes['adminUsers.disable'],
    ...common,
    summary: 'Admins: disable an account: every session ends at once, login is refused, the provider is no longer offered',
    params: userParams,
    body: adminReasonSchema,
    response: adminUserDetailSchema,
  }),
  enable: endpoint({ ...routes['adminUsers.enable'], ...common, summary: 'Admins: enable a disabled account again', params: userParams, body: adminReasonSchema, response: adminUserDetailSchema }),
};
