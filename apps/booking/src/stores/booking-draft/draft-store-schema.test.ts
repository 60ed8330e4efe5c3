import { act, renderHook } from '@testing-library/react';
import { draftStore, storedDraftReadable, useBookingDraft } from './draft-store';

// Counts when the draft's schema (zod and the contracts' schemas) is loaded.
const mockSchemaLoaded = jest.fn();
jest.mock('./draft-schema', () => {
  mockSchemaLoaded();
  return jest.requireActual('./draft-schema');
});

const storageKey = 'handyhub.booking-draft';
const stored = { version: 1, idempotencyKey: '6f1c2b7e-3d4a-4b5c-8d9e-0f1a2b3c4d5e', marketId: 'nyc' };

describe('the draft’s schema', () => {
  it('is not loaded for a visit with no stored draft, and is before a stored one is read', async () => {
    localStorage.clear();
    expect(draftStore.get()).toEqual({ version: 1, idempotencyKey: expect.any(String) });
    await storedDraftReadable();
    // What this page saved itself is read back as it is (a logout or a login reloads the store).
    draftStore.update((draft) => ({ ...draft, marketId: 'berlin' }));
    draftStore.reload();
    expect(draftStore.get().marketId).toBe('berlin');
    expect(mockSchemaLoaded).not.toHaveBeenCalled();

    // Another tab saves a draft: it is read once the schema has loaded.
    const { result } = renderHook(() => useBookingDraft());
    localStorage.setItem(storageKey, JSON.stringify(stored));
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKey }));
      await storedDraftReadable();
    });
    expect(mockSchemaLoaded).toHaveBeenCalledTimes(1);
    expect(result.current.marketId).toBe('nyc');
  });
});
