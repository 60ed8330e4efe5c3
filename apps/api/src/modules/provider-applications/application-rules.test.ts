import { english } from '../../http/error-messages/localized';
import { ageOn, assertEditable, type Completeness, eventActor, isEditable, missingAnswers, missingSteps } from './application-rules';

const complete: Completeness = {
  marketId: 'nyc',
  serviceIds: ['home-cleaning'],
  displayName: 'Pat Pro',
  aboutText: 'Ten years of cleaning.',
  hasPicture: true,
  phoneVerified: true,
  identityStatus: 'clear',
  hasPayoutAccount: true,
  termsVersion: '2026-01',
};

describe('missingAnswers', () => {
  it('is empty for a complete application; needs review counts as checked', () => {
    expect(missingAnswers(complete, '2026-01')).toEqual([]);
    expect(missingSteps({ ...complete, identityStatus: 'needs_review' }, '2026-01')).toEqual([]);
  });

  it('lists every gap in the form’s order, each step once', () => {
    const empty: Completeness = { marketId: null, serviceIds: [], displayName: null, aboutText: ' ', hasPicture: false, phoneVerified: false, identityStatus: null, hasPayoutAccount: false, termsVersion: null };
    expect(missingSteps(empty, '2026-01')).toEqual(['market', 'about', 'picture', 'phone', 'identity', 'payout', 'terms']);
    expect(missingAnswers(empty, '2026-01').map((gap) => gap.field)).toEqual(['marketId', 'serviceIds', 'displayName', 'aboutHtml', 'picture', 'phone', 'identity', 'payoutAccount', 'terms']);
  });

  it('asks again for a failed identity check and for terms accepted in an older version', () => {
    const gaps = missingAnswers({ ...complete, identityStatus: 'failed', termsVersion: '2025-06' }, '2026-01');
    expect(gaps.map(({ step, field, message }) => ({ step, field, message: english(message) }))).toEqual([
      { step: 'identity', field: 'identity', message: 'Your identity check failed: check it again with the right details' },
      { step: 'terms', field: 'terms', message: 'Accept the current provider terms' },
    ]);
    expect(gaps.map(({ inList }) => english(inList))).toEqual(['your identity check failed: check it again with the right details', 'accept the current provider terms']);
  });
});

describe('editing', () => {
  it('is allowed in draft and changes requested only', () => {
    expect(['draft', 'submitted', 'changes_requested', 'approved', 'rejected'].filter((status) => isEditable(status as never))).toEqual(['draft', 'changes_requested']);
    expect(() => assertEditable('submitted')).toThrow(/wait for their answer/);
    expect(() => assertEditable('rejected')).toThrow(/start a new application/);
  });
});

describe('eventActor', () => {
  it('names managers and admins as the market team', () => {
    expect([eventActor('applicant'), eventActor('manager'), eventActor('admin'), eventActor('system')]).toEqual(['you', 'market_team', 'market_team', 'system']);
  });
});

describe('ageOn', () => {
  it('counts a year only from the birthday on', () => {
    expect(ageOn('2008-03-15', '2026-03-14')).toBe(17);
    expect(ageOn('2008-03-15', '2026-03-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
