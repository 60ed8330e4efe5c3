import { PERSONAL_DATA_SELECTOR } from './personal-data';
import { withoutSecrets } from './secret-params';

/** Error-reporting settings the shell reads at run time (never compiled in). */
export interface ReportingConfig {
  /** Empty or missing: reporting is off and nothing is sent. */
  dsn?: string;
  environment?: string;
  /** The shell's release; each remote registers its own. */
  release: string;
  /**
   * A remote's own Sentry DSN, by micro-frontend name: the errors thrown in its code go there.
   * Missing or empty: to `dsn`. Traces, replays and sessions always go to `dsn`.
   */
  remoteDsns?: RemoteDsns;
}

/** Each remote's own Sentry DSN, by micro-frontend name. */
export type RemoteDsns = Partial<Record<string, string>>;

export const SAMPLE_RATES = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.01,
  replaysOnErrorSampleRate: 0.25,
} as const;

/**
 * Replay records page text (masking off) but never what is typed: inputs stay masked. Elements
 * marked as personal data are masked explicitly (Sentry's own `.sentry-mask` stays masked too).
 */
export const REPLAY_OPTIONS = {
  maskAllText: false,
  maskAllInputs: true,
  mask: [PERSONAL_DATA_SELECTOR],
  // Network and navigation entries carry URLs: an unsubscribe link's token is not recorded.
  beforeAddRecordingEvent: <T>(event: T): T => withoutSecrets(event),
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Tracing headers go to this origin only: absolute URLs on it, and relative URLs (but not
 * protocol-relative `//host` ones, which leave the origin).
 */
export function sameOriginTargets(origin: string): RegExp[] {
  return [new RegExp(`^${escapeRegExp(origin)}(?:/|$)`), /^\/(?!\/)/];
}
