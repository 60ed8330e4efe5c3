import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in prerendered HTML and while the browser hydrates it; true from then on (and always in
 * a page rendered in the browser from scratch). React hydrates a page's parts at different
 * times: whatever a prerendered part shows must not depend on data that may have arrived before
 * that part hydrates, or the part is thrown away and rendered again (docs/performance.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
