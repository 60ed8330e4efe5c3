/**
 * Where to go after logging in: only a path on this site (never `//other.site` or a full URL,
 * which would make the login page an open redirect), and never back to the auth pages.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const path = next.split(/[?#]/)[0];
  if (path === '/login' || path === '/logout') return '/';
  return next;
}
