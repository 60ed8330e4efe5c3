import type { Deps } from '../../deps';
import { addressKey } from '../security-events';
import type { RateLimitName } from './rate-limit-rules';
import { type Caller, countAttempt, type LimitCheck } from './rate-limits.service';

/**
 * Requests limited per client address, per user when the request has a session, and per email
 * when the request names one (the address that would receive a code or link, or whose code is tried).
 */
const actions = {
  // Everything that emails a code to an address: sign-up, resend, email change.
  signup: { perAddress: 'signupPerAddress', perEmail: 'signupPerEmail' },
  emailChange: { perAddress: 'signupPerAddress', perUser: 'emailChangePerUser', perEmail: 'signupPerEmail' },
  verifyEmail: { perAddress: 'verifyEmailPerAddress', perEmail: 'verifyEmailPerEmail' },
  passwordReset: { perAddress: 'passwordResetPerAddress', perEmail: 'passwordResetPerEmail' },
  waitlist: { perAddress: 'waitlistPerAddress' },
  unsubscribe: { perAddress: 'unsubscribePerAddress' },
  slotSearch: { perAddress: 'slotSearchPerAddress', perUser: 'slotSearchPerUser' },
  hold: { perAddress: 'holdPerAddress', perUser: 'holdPerUser' },
  pictureUpload: { perAddress: 'pictureUploadPerAddress', perUser: 'pictureUploadPerUser' },
  testCard: { perAddress: 'testCardPerAddress', perUser: 'testCardPerUser' },
  phoneCode: { perAddress: 'phoneCodePerAddress', perUser: 'phoneCodePerUser' },
  accountExport: { perAddress: 'accountExportPerAddress', perUser: 'accountExportPerUser' },
  csvExport: { perAddress: 'csvExportPerAddress', perUser: 'csvExportPerUser' },
  applicationWrite: { perAddress: 'applicationWritePerAddress', perUser: 'applicationWritePerUser' },
  identityCheck: { perAddress: 'identityCheckPerAddress', perUser: 'identityCheckPerUser' },
} satisfies Record<string, { perAddress: RateLimitName; perUser?: RateLimitName; perEmail?: RateLimitName }>;

export type LimitedAction = keyof typeof actions;

/** Counts the request against its action's limits first; 429 when one is used up. */
export async function limitRequest(deps: Deps, action: LimitedAction, caller: Caller): Promise<void> {
  const rules: { perAddress: RateLimitName; perUser?: RateLimitName; perEmail?: RateLimitName } = actions[action];
  const checks: LimitCheck[] = [{ name: rules.perAddress, key: addressKey(caller.address) }];
  if (rules.perUser && caller.userId) checks.push({ name: rules.perUser, key: caller.userId });
  if (rules.perEmail && caller.email) checks.push({ name: rules.perEmail, key: caller.email.toLowerCase() });
  await countAttempt(deps, checks, caller);
}
