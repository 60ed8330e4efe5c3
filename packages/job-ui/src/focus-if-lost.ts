import type { RefObject } from 'react';

/**
 * A change can remove the button that opened its dialog (a cancelled job has no Cancel
 * button), so the dialog has nowhere to give focus back and it falls to the page's body. Put it
 * on `target` instead. Radix gives focus back in a timeout after the dialog unmounts, so this
 * looks two timeouts later, once it has tried.
 */
export function focusIfLost(target: RefObject<HTMLElement | null>): void {
  setTimeout(() =>
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) target.current?.focus();
    }),
  );
}
