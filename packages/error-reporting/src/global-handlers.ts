import { buffersUncaughtErrors, deliver } from './delivery';
import { isNotFound } from './not-found';
import { registry } from './state';

/**
 * Uncaught errors and rejections are logged to the console (with the micro-frontend they came
 * from) whether or not reporting is on. Until the SDK has started they are also held for it;
 * afterwards the SDK's own global handlers send them.
 */
export function handleUncaughtErrors(target: Window = window): void {
  target.addEventListener('error', (event) => {
    if (!event.error) return; // resource load errors: not script faults
    event.preventDefault(); // replaces the browser's own "Uncaught" line with ours
    if (isNotFound(event.error)) return;
    console.error(`[${ownerOf(event.filename)}] Uncaught error:`, event.error);
    if (buffersUncaughtErrors()) deliver({ error: event.error, context: {}, handled: false, source: 'onerror' });
  });
  target.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    if (isNotFound(event.reason)) return;
    console.error('Unhandled promise rejection:', event.reason);
    if (buffersUncaughtErrors()) deliver({ error: event.reason, context: {}, handled: false, source: 'onunhandledrejection' });
  });
}

function ownerOf(filename: string): string {
  return registry.codeOwner({ exception: { values: [{ stacktrace: { frames: [{ filename }] } }] } }).name;
}
