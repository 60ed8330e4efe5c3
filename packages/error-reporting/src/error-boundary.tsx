import { Component, type ReactNode } from 'react';
import { reportError } from './report-error';

export interface FallbackProps {
  error: unknown;
  /** Clears the error (calling `onReset` first) and renders the children again. */
  resetErrorBoundary: () => void;
}

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

interface State {
  didCatch: boolean;
  error: unknown;
}

const cleared: State = { didCatch: false, error: null };
const keysChanged = (before: unknown[] = [], after: unknown[] = []) => before.length !== after.length || before.some((key, index) => !Object.is(key, after[index]));

/**
 * Catches render errors below it, reports them once (not 404s) and shows `fallback`. Our own
 * rather than react-error-boundary's (same reset rules): it is on every page's first load, and
 * the library's context and hooks, unused here, came with it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = cleared;

  static getDerivedStateFromError(error: unknown): State {
    return { didCatch: true, error };
  }

  override componentDidCatch(error: unknown): void {
    const { mfe, tags, shouldReport } = this.props;
    if (shouldReport && !shouldReport(error)) return;
    reportError(error, { mfe, ...(tags ? { tags: tags(error) } : {}) });
  }

  override componentDidUpdate(previous: ErrorBoundaryProps, previousState: State): void {
    // Keys that change in the render that failed (the error's own navigation) do not clear it.
    if (this.state.didCatch && previousState.didCatch && keysChanged(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    if (!this.state.didCatch) return;
    this.props.onReset?.();
    this.setState(cleared);
  };

  override render(): ReactNode {
    return this.state.didCatch ? this.props.fallback({ error: this.state.error, resetErrorBoundary: this.reset }) : this.props.children;
  }
}
