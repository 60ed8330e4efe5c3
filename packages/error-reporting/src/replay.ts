// Imported from @sentry/browser, not the shared @sentry/react subset, so that replay is a chunk
// of its own, fetched after the page is up.
export { replayIntegration } from '@sentry/browser';
