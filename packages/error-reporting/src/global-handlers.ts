import { isNotFound } from './not-found';
import { registry } from './state';

/**
 * Uncaught errors and rejections are logged to the console (with the micro-frontend they came
 * from) whether or not reporting is on; the Sentry SDK's own global handlers send them.
 */
export function logUncaughtErrors(target: Window = window): void {
  target.addEventListener('error', (event) => {
    if (!event.error) return; // resource load errors: not script faults
    event.preventDefault(); // replaces the browser's own "Uncaught" line with ours
    if (!isNotFound(event.error)) console.error(`[${ownerOf(event.filename)}] Uncaught error:`, event.error);
  });
  target.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    if (!isNotFound(event.reason)) console.error('Unhandled promise rejection:', event.reason);
  });
}

function ownerOf(filename: string): string {
  return registry.owner({ exception: { values: [{ stacktrace: { frames: [{ filename }] } }] } }).name;
}
