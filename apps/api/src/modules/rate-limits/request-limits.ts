import type { RateLimitPolicy } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { addressKey } from '../security-events';
import type { RateLimitName } from './rate-limit-rules';
import { countAttempt, type LimitCheck } from './rate-limits.service';

/**
 * The rules behind each policy an endpoint's contract names: requests limited per client
 * address, per user when the request has a session, and per email when the request names one
 * (the address that would receive a code or link, or whose code is tried).
 */
const policies = {
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
  tip: { perAddress: 'tipPerAddress', perUser: 'tipPerUser' },
  message: { perAddress: 'messagePerAddress', perUser: 'messagePerUser' },
  messageReport: { perAddress: 'messageReportPerAddress', perUser: 'messageReportPerUser' },
  jobPhoto: { perAddress: 'jobPhotoPerAddress', perUser: 'jobPhotoPerUser' },
  problemWrite: { perAddress: 'problemWritePerAddress', perUser: 'problemWritePerUser' },
  phoneCode: { perAddress: 'phoneCodePerAddress', perUser: 'phoneCodePerUser' },
  accountExport: { perAddress: 'accountExportPerAddress', perUser: 'accountExportPerUser' },
  csvExport: { perAddress: 'csvExportPerAddress', perUser: 'csvExportPerUser' },
  applicationWrite: { perAddress: 'applicationWritePerAddress', perUser: 'applicationWritePerUser' },
  identityCheck: { perAddress: 'identityCheckPerAddress', perUser: 'identityCheckPerUser' },
} satisfies Record<RateLimitPolicy, { perAddress: RateLimitName; perUser?: RateLimitName; perEmail?: RateLimitName }>;

/** A call to a rate-limited endpoint: where from, whose session, and the email its body names. */
export interface LimitedCall {
  address: string;
  user: { id: string; email: string } | null;
  namedEmail: string | null;
}

/**
 * Counts the call against its policy's limits (register-endpoint.ts, before the handler's work);
 * 429 when one is used up. The security log is given the email counted, else the session's.
 */
export async function limitRequest(deps: Deps, policy: RateLimitPolicy, call: LimitedCall): Promise<void> {
  const rules: { perAddress: RateLimitName; perUser?: RateLimitName; perEmail?: RateLimitName } = policies[policy];
  const email = rules.perEmail ? call.namedEmail : (call.user?.email ?? null);
  const caller = { address: call.address, userId: call.user?.id ?? null, email };
  const checks: LimitCheck[] = [{ name: rules.perAddress, key: addressKey(caller.address) }];
  if (rules.perUser && caller.userId) checks.push({ name: rules.perUser, key: caller.userId });
  if (rules.perEmail && email) checks.push({ name: rules.perEmail, key: email.toLowerCase() });
  await countAttempt(deps, checks, caller);
}
