import type { ReactNode } from 'react';
import { ErrorBoundary as ReactErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { reportError } from './report-error';

export interface ErrorBoundaryProps {
  /** The micro-frontend whose tree this guards; its errors are reported under its name. */
  mfe: string;
  fallback: (props: FallbackProps) => ReactNode;
  /** Changing any of these (e.g. the location) clears a shown error. */
  resetKeys?: unknown[];
  onReset?: () => void;
  /** Extra tags for reports from this boundary. */
  tags?: Record<string, string>;
  children: ReactNode;
}

/** Catches render errors below it, reports them once (not 404s) and shows `fallback`. */
export function ErrorBoundary({ mfe, fallback, resetKeys, onReset, tags, children }: ErrorBoundaryProps) {
  return (
    <ReactErrorBoundary
      fallbackRender={fallback}
      onError={(error) => reportError(error, { mfe, ...(tags ? { tags } : {}) })}
      {...(resetKeys ? { resetKeys } : {})}
      {...(onReset ? { onReset } : {})}
    >
      {children}
    </ReactErrorBoundary>
  );
}

export type { FallbackProps };
