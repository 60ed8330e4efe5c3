/**
 * A resource or route that does not exist. Thrown by data loading when the API answers 404 and
 * by screens for unknown ids; never reported, because it is not a fault of the site.
 */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  readonly status = 404;
}

/** True for a NotFoundError or any error-like value carrying status 404 (API or router). */
export function isNotFound(error: unknown): boolean {
  if (error instanceof NotFoundError) return true;
  if (typeof error !== 'object' || error === null) return false;
  return 'status' in error && (error as { status: unknown }).status === 404;
}
