export { api } from './api';
export { apiErrorCode, applyServerErrors, errorMessage, placeFieldErrors, type SetFieldError } from './api-errors';
export { ForbiddenScreen } from './forbidden-screen';
export { canActAsProvider, canManageMarket, hasRole, isProvider } from './permissions';
export { jobQuery, marketQuery, marketsQuery, providerProfileQuery, queryKeys } from './queries';
export { loginPath, RequireAuth, type RequireAuthProps } from './require-auth';
export { useChangePassword, useLogIn, useLogOut, useSignUp } from './use-auth-actions';
export { fetchSessionUser, sessionQueryKey, useSession, type Session } from './use-session';
