import type { BookingDraft } from '../../../stores/booking-draft/draft-schema';
import { newDraft } from '../../../stores/booking-draft/draft-store';
import { englishIntl } from '../../../test/intl';
import { canEnter, firstIncompleteStep, gateMessage, isStepComplete } from './step-gating';

const intl = englishIntl();

const now = Date.parse('2026-03-01T10:00:00.000Z');
const loggedIn = { authenticated: true, now };
const hold = {
  id: '11111111-1111-4111-8111-111111111111',
  providerId: '22222222-2222-4222-8222-222222222222',
  providerName: 'Ana Ruiz',
  start: '2026-03-02T14:00:00.000Z',
  expiresAt: '2026-03-01T10:08:00.000Z',
};
const complete: BookingDraft = {
  ...newDraft('6f1c2b7e-3d4a-4b5c-8d9e-0f1a2b3c4d5e'),
  marketId: 'nyc',
  services: [{ serviceId: 'cleaning', quantity: 3 }],
  address: { line1: '1 Main St', city: 'New York', postalCode: '10001' },
  jobInfo: { descriptionHtml: '<p>Deep clean the kitchen</p>', size: 'medium' },
  contact: { name: 'Ana', email: 'ana@example.com', phone: '+1 555 0100' },
  start: hold.start,
  hold,
};

describe('step gating', () => {
  it('starts an empty draft at services and lets nothing later in', () => {
    const empty = newDraft('6f1c2b7e-3d4a-4b5c-8d9e-0f1a2b3c4d5e');
    expect(firstIncompleteStep(empty, loggedIn)).toBe('services');
    expect(canEnter('services', empty, loggedIn)).toBe(true);
    expect(canEnter('address', empty, loggedIn)).toBe(false);
  });

  it('lets a complete draft reach confirm, and every step before it', () => {
    expect(firstIncompleteStep(complete, loggedIn)).toBe('confirm');
    expect(canEnter('confirm', complete, loggedIn)).toBe(true);
    expect(canEnter('address', complete, loggedIn)).toBe(true);
  });

  it('needs a market and a service, a described job and a login', () => {
    expect(firstIncompleteStep({ ...complete, marketId: undefined }, loggedIn)).toBe('services');
    expect(firstIncompleteStep({ ...complete, jobInfo: { descriptionHtml: '<p>Fix</p>', size: 'small' } }, loggedIn)).toBe('job-info');
    expect(firstIncompleteStep(complete, { authenticated: false, now })).toBe('contact-info');
  });

  it('does not count a past time or an expired hold', () => {
    expect(isStepComplete('time-selection', complete, { ...loggedIn, now: Date.parse('2026-03-03T00:00:00Z') })).toBe(false);
    expect(firstIncompleteStep(complete, { ...loggedIn, now: Date.parse('2026-03-01T10:08:00.000Z') })).toBe('time-selection');
    expect(firstIncompleteStep({ ...complete, hold: undefined }, loggedIn)).toBe('provider-selection');
    expect(firstIncompleteStep({ ...complete, hold: { ...hold, start: '2026-03-02T15:00:00.000Z' } }, loggedIn)).toBe('provider-selection');
    expect(isStepComplete('confirm', complete, loggedIn)).toBe(false);
  });

  it('explains why the customer was sent back', () => {
    const expired = { ...loggedIn, now: Date.parse('2026-03-01T10:09:00.000Z') };
    expect(gateMessage(intl, 'confirm', 'time-selection', complete, expired)).toMatch(/ran out/);
    expect(gateMessage(intl, 'confirm', 'time-selection', { ...complete, hold: undefined }, { ...loggedIn, now: Date.parse('2026-03-05T00:00:00Z') })).toMatch(/passed/);
    expect(gateMessage(intl, 'time-selection', 'contact-info', complete, { authenticated: false, now })).toMatch(/Log in or create an account/);
    expect(gateMessage(intl, 'confirm', 'address', { ...complete, address: undefined }, loggedIn)).toBe('Please finish “Address” first; “Confirm” comes after it.');
  });
});
