// The part of the Sentry SDK the error-reporting package uses, provided under the key
// `@sentry/react`. Shared whole, the SDK (replay, feedback, profiling, every router
// integration) is ~148 KB gzip on the first page; this subset (~62 KB) is fetched after first
// paint (packages/error-reporting/src/sdk.ts), session replay later still.
export {
  addIntegration,
  captureException,
  init,
  reactRouterBrowserTracingIntegration,
  withScope,
  wrapUseRoutes,
} from 'sentry-react-implementation';
