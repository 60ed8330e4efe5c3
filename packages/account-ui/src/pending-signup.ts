import { useSyncExternalStore } from 'react';
import { pendingVerificationSchema, signupRequestSchema, type PendingVerification } from '@marketplace/contracts';
import { onPersonalDataCleared, personalStorageKey } from '@marketplace/session';
import { z } from '@marketplace/contracts/zod';

/**
 * A sign-up waiting for its emailed code, kept in this tab's sessionStorage so that the code
 * step comes back after a reload (on /login and in the booking flow alike). Under the personal
 * prefix: it names an email address, and is wiped with the rest when the person changes.
 * The password is never kept.
 */
const pendingSignupSchema = z.extend(pendingVerificationSchema, { details: z.omit(signupRequestSchema, { password: true }) });
export type PendingSignup = PendingVerification & { details: { name: string; email: string; phone?: string | undefined } };

const storageKey = personalStorageKey('pending-signup');
const listeners = new Set<() => void>();
/** Where it is kept when sessionStorage refuses (disabled, full): for as long as the page lives. */
let inMemory: string | null = null;
let lastRaw: string | null = null;
let lastValue: PendingSignup | null = null;

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey) ?? inMemory;
  } catch {
    return inMemory;
  }
}

function writeRaw(raw: string | null): void {
  inMemory = null;
  try {
    if (raw) window.sessionStorage.setItem(storageKey, raw);
    else window.sessionStorage.removeItem(storageKey);
  } catch {
    inMemory = raw;
  }
  for (const listener of listeners) listener();
}

function parse(raw: string | null): PendingSignup | null {
  if (!raw) return null;
  try {
    const result = pendingSignupSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The same object for the same stored text, as useSyncExternalStore needs. */
function read(): PendingSignup | null {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = parse(raw);
  }
  return lastValue;
}

export function savePendingSignup(pending: PendingSignup): void {
  writeRaw(JSON.stringify(pending));
}

export function clearPendingSignup(): void {
  writeRaw(null);
}

/** Read once, outside React (the hooks that update it). */
export function readPendingSignup(): PendingSignup | null {
  return read();
}

// The person changed (clearPersonalStorage wiped sessionStorage): the fallback copy goes too.
onPersonalDataCleared(() => {
  inMemory = null;
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stopWatching = onPersonalDataCleared(listener);
  return () => {
    listeners.delete(listener);
    stopWatching();
  };
}

/** The sign-up of this tab waiting for its code, or null. Null in prerendered HTML. */
export function usePendingSignup(): PendingSignup | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
