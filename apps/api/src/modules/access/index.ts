/* The public entry of access: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export type { AuthContext } from './auth-context';
export { authorize, canEditProviderAvailability, canEditProviderProfile, canManageCatalogue, canManageMarket, canManageOutbox, canManagePeople, canManageSession, canReadSecurityLog, canSeeApplication, canSeeJobContact, canViewJob, canViewProviderAvailability, canViewProviderProfileEditor, isAdmin, isJobCustomer, isJobProvider, isProvider, isProviderSelf, providerHasAccepted } from './policies';
export type { Actor, JobContactScope, JobScope } from './policies';
