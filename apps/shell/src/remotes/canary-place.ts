import type { RemoteName } from '../app/runtime-config';

const VISITOR_KEY = 'handyhub.visitor';

/** A random id for this browser, kept in localStorage; a new one per page where storage is refused. */
function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): string {
  try {
    const known = storage?.getItem(VISITOR_KEY);
    if (known) return known;
  } catch {
    // storage refused (private mode, a policy): this page alone decides
  }
  // getRandomValues, not randomUUID: the latter exists only on https and localhost.
  const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    storage?.setItem(VISITOR_KEY, id);
  } catch {
    // as above
  }
  return id;
}

/** FNV-1a: small, fast and spread evenly enough to split visitors into hundredths. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * This visitor's place, 0–99, for a remote's canary: a canary for p % of visitors takes those
 * whose place is below p (docs/deploy.md). Decided in the browser from a random id it keeps, so
 * it costs no request, and a visitor stays on their side of a canary from page to page; raising
 * the share only adds visitors. Each remote splits visitors its own way.
 */
export function canaryPlace(name: RemoteName, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): number {
  return hash(`${visitorId(storage)}:${name}`) % 100;
}
