const BASE = 'http://x.invalid';

/**
 * Control characters (browsers drop tabs and newlines from a URL, so `/\t/evil` is `//evil`),
 * C1 controls, and backslashes (read as slashes): never part of a path we would send anyone to.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Where to go after logging in: only a path on this site, never another origin (which would
 * make the login page an open redirect), and never back to the auth pages. The path is
 * resolved the way a browser would resolve it, and kept only when it stays on this origin and
 * is not protocol-relative (`//evil`, which a link would treat as another site).
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || UNSAFE.test(next)) return '/';
  const url = new URL(next, BASE);
  if (url.origin !== BASE || url.pathname.startsWith('//')) return '/';
  if (url.pathname === '/login' || url.pathname === '/logout') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
