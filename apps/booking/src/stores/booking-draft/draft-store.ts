import { useSyncExternalStore } from 'react';
import { newIdempotencyKey } from '@marketplace/contracts/idempotency-key';
import { onPersonalDataCleared, personalStorageKey } from '@marketplace/session';
import type { BookingDraft } from './draft-schema';

/*
 * Why useSyncExternalStore and not zustand: the store is a value, a setter and a subscription,
 * which React already provides for external stores; the remote ships no state library for it.
 * One module owns reading (validated with the contracts' schemas), writing (localStorage, so the
 * draft survives a reload and the login in the middle of the flow) and other tabs' changes.
 *
 * The schemas (zod and the contracts' schemas, the bulk of the flow's first download) load only
 * when a stored draft must be checked: a first visit has none. The booking layout waits for
 * `storedDraftReadable()` when a draft is stored (routes.tsx), so reads stay synchronous; another
 * tab's draft is read once the schema is there. The draft this page saved itself needs no check.
 */
// Under the session's personal-data prefix: logging out wipes it even if this remote never loaded.
const storageKey = personalStorageKey('booking-draft');
const listeners = new Set<() => void>();
let current: BookingDraft | undefined;
let parseDraft: ((value: unknown) => BookingDraft | null) | undefined;
/** The JSON this page last saved: read back as it is (a logout's reload, say) without the schema. */
let saved: string | null = null;

export function newDraft(idempotencyKey: string): BookingDraft {
  return { version: 1, idempotencyKey };
}

function stored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null; // no storage (private mode)
  }
}

/** Loads the draft's schema, once. */
export function loadDraftSchema(): Promise<void> {
  return parseDraft ? Promise.resolve() : import('./draft-schema').then((schema) => void (parseDraft = schema.parseDraft));
}

/** Resolves when the stored draft, if any, can be read: at once when none is stored. */
export function storedDraftReadable(): Promise<void> {
  return parseDraft || stored() === null ? Promise.resolve() : loadDraftSchema();
}

/** Runs `then` when a stored draft can be read: now if nothing is stored or the schema is there, else once it has loaded. */
function whenReadable(then: () => void): void {
  if (parseDraft || stored() === null) then();
  else void loadDraftSchema().then(then, () => undefined);
}

function read(): BookingDraft {
  const text = stored();
  if (text !== null && text === saved) return JSON.parse(text) as BookingDraft;
  if (text !== null && !parseDraft) {
    // Not expected (the layout loads the schema first): the stored draft is read once it is there.
    whenReadable(() => draftStore.reload());
    return newDraft(newIdempotencyKey());
  }
  try {
    const draft = text === null ? null : parseDraft!(JSON.parse(text));
    if (draft) return draft;
    if (text !== null) localStorage.removeItem(storageKey);
  } catch {
    // Unreadable JSON or no storage (private mode): start afresh rather than fail the page.
  }
  return newDraft(newIdempotencyKey());
}

function write(draft: BookingDraft | null): void {
  saved = draft && JSON.stringify(draft);
  try {
    if (saved) localStorage.setItem(storageKey, saved);
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
  whenReadable(() => {
    current = undefined;
    emit();
  });
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
