import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { queryKeys } from '@marketplace/api-client';
import { watchSession } from '@marketplace/session';
import { chooseServices } from './draft-updates';
import { draftStore, loadDraftSchema, useBookingDraft } from './draft-store';

const storageKey = 'handyhub.booking-draft';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(() => loadDraftSchema());
beforeEach(() => {
  localStorage.clear();
  draftStore.reload();
});

describe('draftStore', () => {
  it('starts with an empty draft that has an idempotency key', () => {
    expect(draftStore.get()).toEqual({ version: 1, idempotencyKey: expect.stringMatching(uuid) });
  });

  it('saves changes and reads them back after a reload, with the same key', () => {
    const { idempotencyKey } = draftStore.get();
    draftStore.update((draft) => ({ ...draft, marketId: 'nyc' }));
    draftStore.update((draft) => chooseServices(draft, [{ serviceId: 'cleaning', quantity: 2 }]));
    draftStore.reload();
    expect(draftStore.get()).toMatchObject({ idempotencyKey, marketId: 'nyc', services: [{ serviceId: 'cleaning', quantity: 2 }] });
  });

  it('keeps how often the booking repeats across a reload, checked with the contract', () => {
    draftStore.update((draft) => ({ ...draft, marketId: 'nyc', repeat: { everyWeeks: 2 } }));
    localStorage.setItem(storageKey, localStorage.getItem(storageKey)!.replace('"marketId"', ' "marketId"'));
    draftStore.reload();
    expect(draftStore.get().repeat).toEqual({ everyWeeks: 2 });
    localStorage.setItem(storageKey, JSON.stringify({ ...draftStore.get(), repeat: { everyWeeks: 3 } }));
    draftStore.reload();
    expect(draftStore.get().marketId).toBeUndefined();
  });

  it('discards a corrupt or outdated draft instead of failing', () => {
    localStorage.setItem(storageKey, '{not json');
    expect(draftStore.get()).toEqual({ version: 1, idempotencyKey: expect.stringMatching(uuid) });
    localStorage.setItem(storageKey, JSON.stringify({ version: 0, services: 'all' }));
    draftStore.reload();
    expect(draftStore.get().services).toBeUndefined();
    expect(localStorage.getItem(storageKey)).toBeNull();
    localStorage.setItem(storageKey, JSON.stringify({ version: 1, idempotencyKey: 'nope', marketId: 'nyc' }));
    draftStore.reload();
    expect(draftStore.get().marketId).toBeUndefined();
  });

  it('clears after booking with a new key', () => {
    const { idempotencyKey } = draftStore.get();
    draftStore.update((draft) => ({ ...draft, marketId: 'nyc' }));
    draftStore.clear();
    expect(localStorage.getItem(storageKey)).toBeNull();
    expect(draftStore.get().marketId).toBeUndefined();
    expect(draftStore.get().idempotencyKey).not.toBe(idempotencyKey);
  });

  it('re-renders its readers on a change here or in another tab', () => {
    const { result } = renderHook(() => useBookingDraft());
    act(() => draftStore.update((draft) => ({ ...draft, marketId: 'nyc' })));
    expect(result.current.marketId).toBe('nyc');
    localStorage.setItem(storageKey, JSON.stringify({ ...result.current, marketId: 'berlin' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKey }));
    });
    expect(result.current.marketId).toBe('berlin');
  });

  it('forgets the draft, in storage and in memory, when its owner logs out', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.session, { id: 'ana', email: 'ana@example.com', name: 'Ana', phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: null });
    const stop = watchSession(queryClient);
    const { result } = renderHook(() => useBookingDraft());
    act(() => draftStore.update((draft) => ({ ...draft, marketId: 'nyc' })));

    act(() => queryClient.setQueryData(queryKeys.session, null));
    stop();

    expect(localStorage.getItem(storageKey)).toBeNull();
    expect(result.current.marketId).toBeUndefined();
    // The next change starts from the empty draft: the old one is not written back.
    act(() => draftStore.update((draft) => ({ ...draft, postalCode: '10001' })));
    expect(JSON.parse(localStorage.getItem(storageKey)!)).not.toHaveProperty('marketId');
  });
});
