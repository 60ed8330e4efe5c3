/* The public entry of rate-limits: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { countLoginFailure } from './login-failures.repository';
export { loginDelayMs, secondsUntil } from './rate-limit-rules';
export { checkCounted, countAttempt } from './rate-limits.service';
export type { CountedAttempt } from './rate-limits.service';
export type { LoginSlowdown, RateLimitName, RateLimitRule } from './rate-limit-rules';
export { limitRequest } from './request-limits';
