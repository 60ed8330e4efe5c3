import type { ReportingConfig } from './config';
import { markLoading, markOff, markStarted } from './delivery';
import { traceUntilSdkStarts } from './early-tracing';
import { handleUncaughtErrors } from './global-handlers';
import { registry } from './state';

let started = false;

/** A performance mark set once the SDK is initialised: tests and benchmarks can wait for it. */
export const SDK_STARTED_MARK = 'error-reporting:sdk-started';

/**
 * Called once, by the shell, first thing: safe to call before rendering. Uncaught errors are
 * logged from now on and, with a DSN, every error is held until the Sentry SDK has loaded after
 * the first paint (off the critical path), then sent with its context. With no DSN nothing is
 * sent and the SDK is never downloaded.
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
  return afterFirstPaint()
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

/** Once the page has loaded and painted, at the browser's first quiet moment. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve));
}

function whenIdle(task: () => void): void {
  const schedule = () => (window.requestIdleCallback ? window.requestIdleCallback(() => task(), { timeout: 3000 }) : setTimeout(task, 1));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
