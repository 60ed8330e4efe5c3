/**
 * Browser storage that holds someone's personal data (the booking draft: address, contact,
 * job description) lives under one prefix, so logging out can wipe all of it without knowing
 * which remotes wrote what, or loading them. Device settings that belong to nobody must not
 * use this prefix.
 */
const PREFIX = 'handyhub.';

/** Whose personal data the storage holds: the user id, or nothing for a guest's. */
export const OWNER_KEY = `${PREFIX}owner`;

/** The storage key for a piece of personal data: `personalStorageKey('booking-draft')`. */
export function personalStorageKey(name: string): string {
  return `${PREFIX}${name}`;
}

function storages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return []; // storage disabled: there is nothing to wipe
  }
}

export function clearPersonalStorage(): void {
  for (const storage of storages()) {
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) if (key?.startsWith(PREFIX)) storage.removeItem(key);
    } catch {
      // A storage that refuses access holds nothing we wrote.
    }
  }
}

export function readOwner(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

export function writeOwner(userId: string | null): void {
  try {
    if (userId) window.localStorage.setItem(OWNER_KEY, userId);
    else window.localStorage.removeItem(OWNER_KEY);
  } catch {
    // Without storage there is no personal data kept across pages to protect.
  }
}
