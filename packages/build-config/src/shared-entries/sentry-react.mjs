// The part of the Sentry SDK the error-reporting package uses, provided under the key
// `@sentry/react`. Shared whole, the SDK (replay, feedback, profiling, every router
// integration) is ~148 KB gzip on the first page; session replay is loaded separately, later.
export {
  addIntegration,
  captureException,
  init,
  reactRouterBrowserTracingIntegration,
  withScope,
  wrapUseRoutes,
} from 'sentry-react-implementation';
