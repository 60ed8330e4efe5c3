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
  /** Extra tags for a report from this boundary. */
  tags?: (error: unknown) => Record<string, string>;
  /** Return false to show the fallback without reporting (e.g. an outage already reported). */
  shouldReport?: (error: unknown) => boolean;
  children: ReactNode;
}

/** Catches render errors below it, reports them once (not 404s) and shows `fallback`. */
export function ErrorBoundary({ mfe, fallback, resetKeys, onReset, tags, shouldReport, children }: ErrorBoundaryProps) {
  return (
    <ReactErrorBoundary
      fallbackRender={fallback}
      onError={(error) => {
        if (shouldReport && !shouldReport(error)) return;
        reportError(error, { mfe, ...(tags ? { tags: tags(error) } : {}) });
      }}
      {...(resetKeys ? { resetKeys } : {})}
      {...(onReset ? { onReset } : {})}
    >
      {children}
    </ReactErrorBoundary>
  );
}

export type { FallbackProps };
