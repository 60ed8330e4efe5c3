import { lazy, type ComponentType } from 'react';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `React.lazy` for a page whose chunk may fail to download for a moment (a flaky network, a
 * deploy in progress): the import is tried again after each delay before the error reaches an
 * error boundary. React caches a failed lazy component, so retrying here is the only chance.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  delaysMs: readonly number[] = [400, 1500],
) {
  return lazy(async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        const delay = delaysMs[attempt];
        if (delay === undefined) throw error;
        await wait(delay);
      }
    }
  });
}
