/* The public entry of auth: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { applyEmailChange } from './apply-email-change';
export { checkCode, fieldProblem } from './check-code';
export { codeColumns } from './email-verifications.repository';
export type { IssuedCode } from './email-verifications.repository';
export { codeMatches, hashCode, newCode } from './one-time-secrets';
export { verifyPassword } from './password-hash';
export { clearSessionCookie } from './session-cookie';
export { deleteUserSessions } from './sessions.repository';
export { describeUserAgent } from './user-agent';
export { findAccountByEmail, findPasswordHash } from './users.repository';
export { issueCode, pendingAnswer, VERIFICATION_MINUTES } from './verification-rules';
