export { ENGAGEMENT_EVENTS, startErrorReporting } from './start';
export { reportError, type ErrorContext } from './report-error';
export { registerMicroFrontend } from './register';
export { ErrorBoundary, type ErrorBoundaryProps, type FallbackProps } from './error-boundary';
export { NotFoundError, isNotFound } from './not-found';
export { PERSONAL_DATA_ATTRIBUTE, PERSONAL_DATA_SELECTOR, personalDataProps } from './personal-data';
export { useTracedRoutes } from './routing';
export type { ReportingConfig } from './config';
export type { MicroFrontend } from './micro-frontends';
