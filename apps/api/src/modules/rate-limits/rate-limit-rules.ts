/** Every rate limit the API applies; `config.rateLimits` holds a rule for each. */
export type RateLimitName =
  | 'loginPerAccountAndAddress'
  | 'loginPerAddress'
  | 'passwordChangePerSession'
  | 'signupPerAddress'
  | 'signupPerEmail'
  | 'emailChangePerUser'
  | 'verifyEmailPerAddress'
  | 'verifyEmailPerEmail'
  | 'passwordResetPerAddress'
  | 'passwordResetPerEmail'
  | 'waitlistPerAddress'
  | 'unsubscribePerAddress'
  | 'slotSearchPerAddress'
  | 'slotSearchPerUser'
  | 'holdPerAddress'
  | 'holdPerUser'
  | 'pictureUploadPerAddress'
  | 'pictureUploadPerUser'
  | 'testCardPerAddress'
  | 'testCardPerUser'
  | 'tipPerAddress'
  | 'tipPerUser'
  | 'messagePerAddress'
  | 'messagePerUser'
  | 'messageReportPerAddress'
  | 'messageReportPerUser'
  | 'jobPhotoPerAddress'
  | 'jobPhotoPerUser'
  | 'problemWritePerAddress'
  | 'problemWritePerUser'
  | 'phoneCodePerAddress'
  | 'phoneCodePerUser'
  | 'accountExportPerAddress'
  | 'accountExportPerUser'

  | 'csvExportPerAddress'
  | 'csvExportPerUser'
  | 'applicationWritePerAddress'
  | 'applicationWritePerUser'
  | 'identityCheckPerAddress'
  | 'identityCheckPerUser';

/** At most `limit` counted attempts in any `windowSeconds` (a sliding window). */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * The per-account brake on logins: past `afterFailures` failures on one account inside the
 * window (from any address), each attempt on it waits before its password is checked, twice as
 * long as the one before, at most `maxDelayMs`. It slows guessing spread over many addresses
 * and never refuses, so nobody can lock the owner out.
 */
export interface LoginSlowdown {
  afterFailures: number;
  windowSeconds: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The wait before checking a password, given the account's attempts in the window (this one included). */
export function loginDelayMs(slowdown: LoginSlowdown, attempts: number): number {
  const over = attempts - slowdown.afterFailures;
  if (over <= 0) return 0;
  return Math.min(slowdown.maxDelayMs, slowdown.firstDelayMs * 2 ** Math.min(over - 1, 30));
}

/** Whole seconds until `opensAt`, at least 1 (what Retry-After and the 429 body say). */
export function secondsUntil(opensAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((opensAt.getTime() - now.getTime()) / 1000));
}
