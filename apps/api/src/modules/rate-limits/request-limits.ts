import type { Deps } from '../../deps';
import { addressKey } from './address-key';
import type { RateLimitName } from './rate-limit-rules';
import { type Caller, countAttempt, type LimitCheck } from './rate-limits.service';

/** Requests limited per client address, and per user when the request has a session. */
const actions = {
  signup: { perAddress: 'signupPerAddress' },
  waitlist: { perAddress: 'waitlistPerAddress' },
  unsubscribe: { perAddress: 'unsubscribePerAddress' },
  slotSearch: { perAddress: 'slotSearchPerAddress', perUser: 'slotSearchPerUser' },
  hold: { perAddress: 'holdPerAddress', perUser: 'holdPerUser' },
  pictureUpload: { perAddress: 'pictureUploadPerAddress', perUser: 'pictureUploadPerUser' },
  testCard: { perAddress: 'testCardPerAddress', perUser: 'testCardPerUser' },
  csvExport: { perAddress: 'csvExportPerAddress', perUser: 'csvExportPerUser' },
} satisfies Record<string, { perAddress: RateLimitName; perUser?: RateLimitName }>;

export type LimitedAction = keyof typeof actions;

/** Counts the request against its action's limits first; 429 when one is used up. */
export async function limitRequest(deps: Deps, action: LimitedAction, caller: Caller): Promise<void> {
  const rules: { perAddress: RateLimitName; perUser?: RateLimitName } = actions[action];
  const checks: LimitCheck[] = [{ name: rules.perAddress, key: addressKey(caller.address) }];
  if (rules.perUser && caller.userId) checks.push({ name: rules.perUser, key: caller.userId });
  await countAttempt(deps, checks, caller);
}
