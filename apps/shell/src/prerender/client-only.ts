/** True while the shell is prerendered at build time (in Node); never in a browser or jsdom. */
export const prerendering = typeof window === 'undefined';

/** The digest React puts on a prerendered fallback that the browser fills in (see below). */
export const CLIENT_ONLY_DIGEST = 'client-only';

/**
 * Thrown while prerendering by what only the browser can render (a page that is not
 * prerendered, a remote's routes): React then writes the nearest Suspense fallback, i.e. the
 * loading state the browser shows first, and the browser renders that boundary itself.
 */
export class ClientOnlyRender extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;

  constructor(what: string) {
    super(`${what} is rendered in the browser only`);
    this.name = 'ClientOnlyRender';
  }
}

/**
 * React's recoverable error for a boundary the server left to the browser ("switched to client
 * rendering") carries the server's digest: for a ClientOnlyRender it is expected, not a fault.
 */
export function isClientOnlyRecovery(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === CLIENT_ONLY_DIGEST;
}
