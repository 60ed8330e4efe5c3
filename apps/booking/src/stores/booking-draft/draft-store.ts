import { useSyncExternalStore } from 'react';
import { newIdempotencyKey } from '@marketplace/contracts/idempotency-key';
import { onPersonalDataCleared, personalStorageKey } from '@marketplace/session';
import { newDraft, parseDraft, type BookingDraft } from './draft-schema';

/*
 * Why useSyncExternalStore and not zustand: the store is a value, a setter and a subscription,
 * which React already provides for external stores; the remote ships no state library for it.
 * One module owns reading (validated with the contracts' schemas), writing (localStorage, so the
 * draft survives a reload and the login in the middle of the flow) and other tabs' changes.
 */
// Under the session's personal-data prefix: logging out wipes it even if this remote never loaded.
const storageKey = personalStorageKey('booking-draft');
const listeners = new Set<() => void>();
let current: BookingDraft | undefined;

function read(): BookingDraft {
  try {
    const stored = localStorage.getItem(storageKey);
    const draft = stored ? parseDraft(JSON.parse(stored)) : null;
    if (draft) return draft;
    if (stored) localStorage.removeItem(storageKey);
  } catch {
    // Unreadable JSON or no storage (private mode): start afresh rather than fail the page.
  }
  return newDraft(newIdempotencyKey());
}

function write(draft: BookingDraft | null): void {
  try {
    if (draft) localStorage.setItem(storageKey, JSON.stringify(draft));
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage full or disabled: the draft still lives for this page.
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== storageKey) return;
  current = undefined;
  emit();
}

export const draftStore = {
  get(): BookingDraft {
    current ??= read();
    return current;
  },
  /** Applies a change (see draft-updates.ts) and saves it. */
  update(change: (draft: BookingDraft) => BookingDraft): void {
    const before = draftStore.get();
    const next = change(before);
    if (next === before) return;
    current = next;
    write(next);
    emit();
  },
  /** After the booking is placed: a new, empty draft with a new idempotency key. */
  clear(): void {
    current = newDraft(newIdempotencyKey());
    write(null);
    emit();
  },
  /** Forgets the copy in memory, as a page reload does (the next read comes from storage). */
  reload(): void {
    current = undefined;
    emit();
  },
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

// Logout (here or in another tab) or another person logging in: drop the copy in memory too.
onPersonalDataCleared(() => draftStore.reload());

/** The booking draft, re-rendering when it changes (here or in another tab). */
export function useBookingDraft(): BookingDraft {
  return useSyncExternalStore(draftStore.subscribe, draftStore.get, draftStore.get);
}
