import { useEffect } from 'react';
import { addEventProcessor, addIntegration, init, reactRouterBrowserTracingIntegration } from '@sentry/react';
import { createRoutesFromChildren, matchRoutes, useLocation, useNavigationType } from 'react-router-dom';
import { REPLAY_OPTIONS, SAMPLE_RATES, sameOriginTargets, type ReportingConfig } from './config';
import { logUncaughtErrors } from './global-handlers';
import { isNotFound } from './not-found';
import { registry } from './state';

let initialised = false;

/**
 * Called once, by the shell, before it renders. With no DSN nothing is sent (errors are still
 * logged to the console). Session replay is fetched after start-up so it stays off the first load.
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
    beforeSend: (event, hint) => (isNotFound(hint.originalException) ? null : event),
  });
  addEventProcessor((event) => registry.attribute(event));
  void loadReplay();
}

async function loadReplay(): Promise<void> {
  try {
    const { replayIntegration } = await import(/* webpackChunkName: "sentry-replay" */ './replay');
    addIntegration(replayIntegration(REPLAY_OPTIONS));
  } catch (error) {
    console.warn('Session replay could not be loaded; errors are still reported.', error);
  }
}
