/** What a caller knows about an error it reports. */
export interface ErrorContext {
  /** The micro-frontend the error belongs to, when the caller knows it. */
  mfe?: string;
  /** Extra searchable tags, e.g. `{ 'remote.failure': 'load' }`. */
  tags?: Record<string, string>;
}

/** An error seen before the Sentry SDK started, with what is needed to send it later. */
export interface PendingReport {
  error: unknown;
  context: ErrorContext;
  /** `false` for uncaught errors and rejections (they reached the window's handlers). */
  handled: boolean;
  /** Which window handler saw it, when uncaught. */
  source?: 'onerror' | 'onunhandledrejection';
}

/** Enough for a page whose start-up went badly; a loop throwing on every frame is cut off. */
export const EARLY_BUFFER_LIMIT = 50;

/**
 * Holds the errors of the first moments of a page, until the SDK is loaded (it is fetched after
 * first paint, to keep it off the critical path). The same error object is kept once, however
 * many handlers saw it, so nothing is sent twice.
 */
export class EarlyErrorBuffer {
  private readonly reports: PendingReport[] = [];
  private readonly seen = new WeakSet<object>();
  private dropped = 0;

  add(report: PendingReport): void {
    const { error } = report;
    if (typeof error === 'object' && error !== null) {
      if (this.seen.has(error)) return;
      this.seen.add(error);
    }
    if (this.reports.length >= EARLY_BUFFER_LIMIT) this.dropped += 1;
    else this.reports.push(report);
  }

  /** Everything held, oldest first, once: the buffer is empty afterwards. */
  drain(): { reports: PendingReport[]; dropped: number } {
    const drained = { reports: this.reports.splice(0), dropped: this.dropped };
    this.dropped = 0;
    return drained;
  }
}
