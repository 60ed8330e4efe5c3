// The core (session, API client, query keys) through its own entry, so that it is one shared
// module whichever entry a page imports (see core.ts).
export {
  api,
  canActAsProvider,
  canManageMarket,
  fetchSessionUser,
  hasRole,
  isProvider,
  marketsQuery,
  onPersonalDataCleared,
  personalStorageKey,
  publicQuery,
  queryKeys,
  sessionQueryKey,
  useSession,
  watchSession,
  type Session,
} from '@marketplace/session/core';
export { invoiceQuery, jobPaymentQuery, jobQuery, marketQuery, providerProfileQuery, rescheduleSlotsQuery } from './entity-queries';
export { apiErrorCode, applyServerErrors, errorMessage, placeFieldErrors, type SetFieldError } from './api-errors';
export { ForbiddenScreen } from './forbidden-screen';
export { QueryScreen, type QueryScreenProps } from './query-screen';
export { loginPath, RequireAuth, type RequireAuthProps } from './require-auth';
export { useInvoice, useJobInvoiceId } from './use-invoice';
export { useActiveSessions, useRevokeOtherSessions, useRevokeSession } from './use-active-sessions';
export { useChangePassword, useDeleteAccount, useLogIn, useLogOut } from './use-auth-actions';
export { useResendSignupCode, useSignUp, useVerifyEmail } from './use-signup-actions';
export { useConfirmPasswordReset, useRequestPasswordReset } from './use-password-reset';
export { clearPendingSignup, usePendingSignup, type PendingSignup } from './pending-signup';
