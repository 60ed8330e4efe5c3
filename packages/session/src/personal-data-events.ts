const listeners = new Set<() => void>();

/**
 * Runs `listener` whenever the page drops the personal data it held (logout, another person
 * logged in, the session ended, or that happened in another tab): a remote that keeps a copy of
 * stored data in memory (the booking draft) forgets it and reads storage again.
 */
export function onPersonalDataCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyPersonalDataCleared(): void {
  for (const listener of listeners) listener();
}
