import type { ReportingConfig } from './config';
import { markLoading, markOff, markStarted, onErrorHeld } from './delivery';
import { traceUntilSdkStarts } from './early-tracing';
import { handleUncaughtErrors } from './global-handlers';
import { registry } from './state';

let started = false;

/** A performance mark set once the SDK is initialised: tests and benchmarks can wait for it. */
export const SDK_STARTED_MARK = 'error-reporting:sdk-started';

/** What counts as the visitor engaging with the page (a mouse moving over it included). */
export const ENGAGEMENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** A visitor who only reads is still traced (and replayed) once the page has been open this long. */
export const UNPROMPTED_START_MS = 10_000;

/**
 * Called once, by the shell, first thing: safe to call before rendering. Uncaught errors are
 * logged from now on and, with a DSN, every error is held until the Sentry SDK has loaded, then
 * sent with its context. The SDK (62 KB gzip) stays off the first load: it is fetched at the
 * first idle moment after the page has loaded *and* there is a reason for it — an error was
 * held, the visitor engaged with the page, or the page has been open 10 s. With no DSN nothing
 * is sent and the SDK is never downloaded.
 */
export function startErrorReporting(config: ReportingConfig, origin = window.location.origin): Promise<void> {
  if (started) throw new Error('startErrorReporting was called twice: the shell alone starts it.');
  started = true;
  registry.register({ name: 'shell', release: config.release, assetBaseUrl: `${origin}/` });
  handleUncaughtErrors();
  const { dsn } = config;
  if (!dsn) {
    markOff();
    return Promise.resolve();
  }
  markLoading();
  traceUntilSdkStarts({ ...config, dsn }, origin);
  return wanted()
    .then(afterFirstPaint)
    .then(() => import(/* webpackChunkName: "sentry" */ './sdk'))
    .then((sdk) => {
      sdk.initSdk({ ...config, dsn }, origin);
      markStarted(sdk);
      performance.mark?.(SDK_STARTED_MARK);
      whenIdle(() => void sdk.loadReplay());
    })
    .catch((error: unknown) => {
      markOff();
      console.warn('Error reporting could not be started; errors are only logged to the console.', error);
    });
}

/** Resolves on the first reason to fetch the SDK: an error held, the visitor engaging, or time. */
function wanted(): Promise<void> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const reason = () => {
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, reason, options);
      window.clearTimeout(timer);
      stopListening();
      resolve();
    };
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, reason, options);
    const timer = window.setTimeout(reason, UNPROMPTED_START_MS);
    const stopListening = onErrorHeld(reason);
  });
}

/** Once the page has loaded and painted, at the browser's first quiet moment. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve));
}

function whenIdle(task: () => void): void {
  const schedule = () => (window.requestIdleCallback ? window.requestIdleCallback(() => task(), { timeout: 3000 }) : setTimeout(task, 1));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
