import { useEffect } from 'react';
import { addIntegration, init, reactRouterBrowserTracingIntegration } from '@sentry/react';
import { createRoutesFromChildren, matchRoutes, useLocation, useNavigationType } from 'react-router-dom';
import { REPLAY_OPTIONS, SAMPLE_RATES, sameOriginTargets, type ReportingConfig } from './config';
import { logUncaughtErrors } from './global-handlers';
import { isNotFound } from './not-found';
import { registry } from './state';

let initialised = false;

export const REPLAY_MARK = 'error-reporting:replay-load';

/**
 * Called once, by the shell, before it renders. With no DSN nothing is sent (errors are still
 * logged to the console). Session replay is fetched once the page is idle, off the first load.
 */
export function initErrorReporting(config: ReportingConfig, origin = window.location.origin): void {
  if (initialised) throw new Error('initErrorReporting was called twice: the shell alone initialises it.');
  initialised = true;
  registry.register({ name: 'shell', release: config.release, assetBaseUrl: `${origin}/` });
  logUncaughtErrors();
  if (!config.dsn) return;
  init({
    dsn: config.dsn,
    environment: config.environment || 'production',
    release: config.release,
    ...SAMPLE_RATES,
    tracePropagationTargets: sameOriginTargets(origin),
    integrations: [
      reactRouterBrowserTracingIntegration({
        useEffect,
        useLocation,
        useNavigationType,
        createRoutesFromChildren,
        matchRoutes,
      }),
    ],
    // Runs after the scope's tags are on the event, so an explicit `mfe` tag is seen here.
    beforeSend: (event, hint) => (isNotFound(hint.originalException) ? null : registry.attribute(event)),
  });
  whenIdle(() => void loadReplay());
}

/** After the page has loaded and the browser has a quiet moment: replay is not needed to render. */
function whenIdle(task: () => void): void {
  const schedule = () => (window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

async function loadReplay(): Promise<void> {
  performance.mark?.(REPLAY_MARK); // lets tools tell deferred downloads from the first load
  try {
    const { replayIntegration } = await import(/* webpackChunkName: "sentry-replay" */ './replay');
    addIntegration(replayIntegration(REPLAY_OPTIONS));
  } catch (error) {
    console.warn('Session replay could not be loaded; errors are still reported.', error);
  }
}
