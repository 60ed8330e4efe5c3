import { checksOf, type CheckFacts } from './application-checks';

const complete: CheckFacts = { identity_status: 'clear', phone_verified_at: new Date(0), payout_account_last4: '4242', terms_version: '2026-01', picture_path: 'a.webp' };

describe('checksOf', () => {
  it('passes a complete application with a clear identity check', () => {
    expect(checksOf(complete)).toEqual({ identity: 'clear', phoneVerified: true, payoutLast4: '4242', termsVersion: '2026-01', hasPicture: true, needsReview: false });
  });

  it.each<[string, Partial<CheckFacts>]>([
    ['identity needs review', { identity_status: 'needs_review' }],
    ['identity failed', { identity_status: 'failed' }],
    ['identity not checked', { identity_status: null }],
    ['phone not verified', { phone_verified_at: null }],
    ['no payout account', { payout_account_last4: null }],
    ['terms not accepted', { terms_version: null }],
  ])('flags %s', (_name, change) => {
    expect(checksOf({ ...complete, ...change }).needsReview).toBe(true);
  });

  it('shows a missing picture without flagging it', () => {
    expect(checksOf({ ...complete, picture_path: null })).toEqual(expect.objectContaining({ hasPicture: false, needsReview: false }));
  });
});
