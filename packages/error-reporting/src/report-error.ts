import { captureException, withScope } from '@sentry/react';
import { MFE_TAG } from './micro-frontends';
import { isNotFound } from './not-found';

export interface ErrorContext {
  /** The micro-frontend the error belongs to, when the caller knows it. */
  mfe?: string;
  /** Extra searchable tags, e.g. `{ 'remote.failure': 'load' }`. */
  tags?: Record<string, string>;
}

/**
 * The one way to report an error that was caught: logged to the console and sent to the
 * error-reporting service (when it is on). A not-found is neither: it is not a fault.
 */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (isNotFound(error)) return;
  console.error(context.mfe ? `[${context.mfe}]` : '[shell]', error);
  withScope((scope) => {
    if (context.mfe) scope.setTag(MFE_TAG, context.mfe);
    for (const [key, value] of Object.entries(context.tags ?? {})) scope.setTag(key, value);
    captureException(error);
  });
}
