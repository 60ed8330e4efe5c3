// The Sentry SDK, loaded by start.ts once the page has painted: nothing else in this package
// imports @sentry/* statically (except replay.ts, itself loaded later still).
import { useEffect } from 'react';
import {
  addIntegration,
  captureException,
  init,
  makeFetchTransport,
  makeMultiplexedTransport,
  moduleMetadataIntegration,
  reactRouterBrowserTracingIntegration,
  withScope,
  wrapUseRoutes,
} from '@sentry/react';
import { createRoutesFromChildren, matchRoutes, useLocation, useNavigationType } from 'react-router-dom';
import { REPLAY_OPTIONS, SAMPLE_RATES, sameOriginTargets, type ReportingConfig } from './config';
import type { PendingReport } from './early-buffer';
import { MFE_TAG } from './micro-frontends';
import { isNotFound } from './not-found';
import { routeToCodeOwner } from './project-routing';
import { withoutSecrets } from './secret-params';
import { registry } from './state';

export const REPLAY_MARK = 'error-reporting:replay-load';

export function initSdk(config: ReportingConfig & { dsn: string }, origin: string): void {
  init({
    dsn: config.dsn,
    environment: config.environment || 'production',
    release: config.release,
    ...SAMPLE_RATES,
    tracePropagationTargets: sameOriginTargets(origin),
    // Its pageload span starts at the navigation's time origin, however late the SDK starts;
    // the route reporter below names it by its route pattern.
    integrations: [
      reactRouterBrowserTracingIntegration({ useEffect, useLocation, useNavigationType, createRoutesFromChildren, matchRoutes }),
      // Marks each stack frame in a remote's script with the remote's name (its build's metadata).
      moduleMetadataIntegration(),
    ],
    // An error thrown in a remote's code goes to that team's project; all else to `dsn`.
    transport: makeMultiplexedTransport(makeFetchTransport, routeToCodeOwner(config.remoteDsns ?? {}, registry)),
    // Runs after the scope's tags are on the event, so an explicit `mfe` tag is seen here.
    beforeSend: (event, hint) => (isNotFound(hint.originalException) ? null : withoutSecrets(registry.attribute(event))),
    // An unsubscribe link's token is in the page's URL and its API call's: never in a report.
    beforeBreadcrumb: (breadcrumb) => withoutSecrets(breadcrumb),
    beforeSendSpan: (span) => withoutSecrets(span),
  });
}

/** Sends one report: now, or held from before the SDK started (its context kept). */
export function capture({ error, context, handled, source }: PendingReport): void {
  withScope((scope) => {
    if (context.mfe) scope.setTag(MFE_TAG, context.mfe);
    for (const [key, value] of Object.entries(context.tags ?? {})) scope.setTag(key, value);
    // An uncaught error held for the SDK is sent as its global handlers would have sent it.
    captureException(error, handled ? undefined : { mechanism: { handled: false, type: `auto.browser.global_handlers.${source ?? 'onerror'}` } });
  });
}

/**
 * Sentry's route reporting without the routes: `useTracedRoutes` renders this element beside
 * the routes it rendered itself, so the SDK arriving late adds a sibling instead of remounting
 * the page. It names the pageload span (and starts navigation spans) by route pattern.
 */
export const routeReporter = wrapUseRoutes(() => null);

/** Session replay, fetched later still: it is not needed to report errors. */
export async function loadReplay(): Promise<void> {
  performance.mark?.(REPLAY_MARK); // lets tools tell deferred downloads from the first load
  try {
    const { replayIntegration } = await import(/* webpackChunkName: "sentry-replay" */ './replay');
    addIntegration(replayIntegration(REPLAY_OPTIONS));
  } catch (error) {
    console.warn('Session replay could not be loaded; errors are still reported.', error);
  }
}
