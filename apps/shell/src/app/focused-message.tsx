import { useEffect, useRef, type ReactNode } from 'react';

/**
 * An outcome that replaces the form that had the focus: it takes the focus itself, so a screen
 * reader reads it and the keyboard goes on from there rather than from the top of the page.
 */
export function FocusedMessage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      {children}
    </div>
  );
}
