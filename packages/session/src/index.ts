export { api } from './api';
export { ForbiddenScreen } from './forbidden-screen';
export { canActAsProvider, canManageMarket, hasRole, isProvider } from './permissions';
export { loginPath, RequireAuth, type RequireAuthProps } from './require-auth';
export { useChangePassword, useLogIn, useLogOut, useSignUp } from './use-auth-actions';
export { fetchSessionUser, sessionQueryKey, useSession, type Session } from './use-session';
export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from './password-strength-meter';
