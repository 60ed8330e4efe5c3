import { deliver } from './delivery';
import type { ErrorContext } from './early-buffer';
import { isNotFound } from './not-found';

export type { ErrorContext };

/**
 * The one way to report an error that was caught: logged to the console and sent to the
 * error-reporting service (when it is on; held until the SDK has started, if it has not yet).
 * A not-found is neither: it is not a fault.
 */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (isNotFound(error)) return;
  console.error(context.mfe ? `[${context.mfe}]` : '[shell]', error);
  deliver({ error, context, handled: true });
}
