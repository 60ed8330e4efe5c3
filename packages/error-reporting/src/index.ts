export { initErrorReporting } from './init';
export { reportError, type ErrorContext } from './report-error';
export { registerMicroFrontend } from './register';
export { ErrorBoundary, type ErrorBoundaryProps, type FallbackProps } from './error-boundary';
export { NotFoundError, isNotFound } from './not-found';
export { useTracedRoutes } from './routing';
export type { ReportingConfig } from './config';
export type { MicroFrontend } from './micro-frontends';
