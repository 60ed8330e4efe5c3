import type { BookingDraft } from './draft-schema';
import { newDraft } from './draft-store';
import { chooseMarket, chooseRepeat, chooseServices, chooseStart, dropHold, dropTime, preferProvider, saveHold, splitByOffer } from './draft-updates';

const key = '6f1c2b7e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';
const hold = {
  id: '11111111-1111-4111-8111-111111111111',
  providerId: '22222222-2222-4222-8222-222222222222',
  providerName: 'Ana Ruiz',
  start: '2026-03-02T14:00:00.000Z',
  expiresAt: '2026-03-01T10:10:00.000Z',
};
const chosen: BookingDraft = {
  ...newDraft(key),
  marketId: 'nyc',
  services: [
    { serviceId: 'cleaning', quantity: 3 },
    { serviceId: 'tv-mounting', quantity: 1 },
  ],
  start: hold.start,
  hold,
};

describe('draft updates', () => {
  it('split services by what a market offers', () => {
    expect(splitByOffer(chosen.services, ['cleaning'])).toEqual({
      kept: [{ serviceId: 'cleaning', quantity: 3 }],
      dropped: [{ serviceId: 'tv-mounting', quantity: 1 }],
    });
    expect(splitByOffer(undefined, ['cleaning'])).toEqual({ kept: [], dropped: [] });
  });

  it('switching market keeps the offered services and drops the time', () => {
    const next = chooseMarket(chosen, 'boston', ['cleaning']);
    expect(next).toMatchObject({ marketId: 'boston', services: [{ serviceId: 'cleaning', quantity: 3 }], start: undefined, hold: undefined });
    expect(chooseMarket(chosen, 'boston', []).services).toBeUndefined();
    expect(chooseMarket(chosen, 'nyc', [])).toBe(chosen);
  });

  it('other services drop the time; the same ones change nothing', () => {
    expect(chooseServices(chosen, [{ serviceId: 'cleaning', quantity: 4 }])).toMatchObject({ start: undefined, hold: undefined });
    expect(chooseServices(chosen, chosen.services)).toBe(chosen);
    expect(chooseServices(chosen, [...(chosen.services ?? [])].reverse())).toBe(chosen);
    expect(chooseServices(chosen, []).services).toBeUndefined();
  });

  it('another start drops the hold; a hold sets its start', () => {
    expect(chooseStart(chosen, '2026-03-02T15:00:00.000Z')).toMatchObject({ start: '2026-03-02T15:00:00.000Z', hold: undefined });
    expect(chooseStart(chosen, hold.start)).toBe(chosen);
    expect(saveHold({ ...chosen, hold: undefined, start: undefined }, hold)).toMatchObject({ start: hold.start, hold });
  });

  it('dropping the time keeps everything else', () => {
    expect(dropTime(chosen)).toEqual({ ...chosen, start: undefined, hold: undefined });
  });

  it('dropping the hold keeps the time', () => {
    expect(dropHold(chosen)).toEqual({ ...chosen, hold: undefined });
    const unheld = dropHold(chosen);
    expect(dropHold(unheld)).toBe(unheld);
  });
});

describe('preferProvider', () => {
  it('keeps the provider asked for, and a hold only when it is theirs', () => {
    const other = '33333333-3333-4333-8333-333333333333';
    expect(preferProvider(chosen, hold.providerId)).toEqual({ ...chosen, preferredProviderId: hold.providerId });
    expect(preferProvider(chosen, other)).toEqual({ ...chosen, preferredProviderId: other, hold: undefined });
  });
});

describe('chooseRepeat', () => {
  it('keeps how often the booking repeats, and drops it for just once', () => {
    const fortnightly = chooseRepeat(chosen, 2);
    expect(fortnightly).toEqual({ ...chosen, repeat: { everyWeeks: 2 } });
    expect(chooseRepeat(fortnightly, 2)).toBe(fortnightly);
    expect(chooseRepeat(fortnightly, undefined)).toEqual({ ...chosen, repeat: undefined });
    expect(chooseRepeat(chosen, undefined)).toBe(chosen);
  });

  it('survives another time or services: how often is not tied to them', () => {
    expect(chooseStart(chooseRepeat(chosen, 4), '2026-03-03T14:00:00.000Z').repeat).toEqual({ everyWeeks: 4 });
    expect(dropTime(chooseRepeat(chosen, 1)).repeat).toEqual({ everyWeeks: 1 });
  });
});
