import { ApiError } from '@marketplace/contracts/client';
import { completeDraft, hold } from '../../../test/fixtures';
import { apiClientCatalogue } from '@marketplace/api-client/messages';
import { placeBookingBody, placeFailure } from './place-booking';

describe('placeBookingBody', () => {
  it('sends the hold, the draft’s key and every part of the booking', () => {
    expect(placeBookingBody(completeDraft, 'pm_card_visa')).toEqual({
      holdId: hold.id,
      idempotencyKey: completeDraft.idempotencyKey,
      services: completeDraft.services,
      address: completeDraft.address,
      jobInfo: completeDraft.jobInfo,
      contact: completeDraft.contact,
      paymentMethod: 'pm_card_visa',
    });
  });

  it('makes it a plan’s first visit when the customer chose how often', () => {
    expect(placeBookingBody({ ...completeDraft, repeat: { everyWeeks: 2 } }, 'pm_card_visa')).toMatchObject({ holdId: hold.id, repeat: { everyWeeks: 2 } });
    expect(placeBookingBody(completeDraft, 'pm_card_visa')).not.toHaveProperty('repeat');
  });

  it('sends nothing without a hold or a part', () => {
    expect(placeBookingBody({ ...completeDraft, hold: undefined }, 'pm_card_visa')).toBeNull();
    expect(placeBookingBody({ ...completeDraft, contact: undefined }, 'pm_card_visa')).toBeNull();
  });
});

describe('placeFailure', () => {
  it('tells a lost time from a run-out hold, a lost session, a declined card, bad fields and the rest', () => {
    expect(placeFailure(new ApiError(409, 'SLOT_TAKEN', 'Taken'))).toEqual({ kind: 'slot-taken' });
    expect(placeFailure(new ApiError(409, 'HOLD_EXPIRED', 'Expired'))).toEqual({ kind: 'hold-expired' });
    expect(placeFailure(new ApiError(401, 'UNAUTHENTICATED', 'Log in'))).toEqual({ kind: 'logged-out' });
    expect(placeFailure(new ApiError(402, 'PAYMENT_DECLINED', 'Your card was declined.'))).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(placeFailure(new ApiError(400, 'VALIDATION_FAILED', 'Check', { 'address.city': ['Enter the city'] }))).toEqual({
      kind: 'fields',
      fieldErrors: { 'address.city': ['Enter the city'] },
    });
    expect(placeFailure(new ApiError(503, 'API_UNAVAILABLE', 'Try again soon'))).toEqual({ kind: 'other', message: 'Try again soon' });
    expect(placeFailure(new Error('boom'))).toEqual({ kind: 'other', message: 'Something went wrong. Please try again.' });
  });
});

describe('placeFailure on a German page', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('words a failure the API did not word in German, and keeps the API’s own German', async () => {
    document.documentElement.lang = 'de';
    await apiClientCatalogue.de!();
    expect(placeFailure(new Error('boom'))).toEqual({ kind: 'other', message: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.' });
    expect(placeFailure(new ApiError(0, 'API_UNAVAILABLE', 'We could not reach the service.'))).toEqual({
      kind: 'other',
      message: 'Wir konnten den Dienst nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
    });
    expect(placeFailure(new ApiError(409, 'CONFLICT', 'Dieser Termin ist schon vergeben.'))).toEqual({ kind: 'other', message: 'Dieser Termin ist schon vergeben.' });
  });
});
