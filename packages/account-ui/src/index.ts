// The account's actions as hooks: logging in and out, signing up (and the sign-up waiting for
// its code), password changes and resets, active sessions, deleting the account. The screens
// that use them are the other entries (./verification, ./notifications) and the shell's pages.
export { useActiveSessions, useRevokeOtherSessions, useRevokeSession } from './use-active-sessions';
export { useChangePassword, useDeleteAccount, useLogIn, useLogOut } from './use-auth-actions';
export { useResendSignupCode, useSignUp, useVerifyEmail } from './use-signup-actions';
export { useConfirmPasswordReset, useRequestPasswordReset } from './use-password-reset';
export { clearPendingSignup, usePendingSignup, type PendingSignup } from './pending-signup';
