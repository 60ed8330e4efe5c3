/* The public entry of jobs: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { applyTransition, changedMeanwhile } from './apply-transition';
export type { TransitionActor } from './apply-transition';
export { cancelJob } from './cancel-job';
export { calendarSequence, toICalendar } from './ics';
export { actingAs, jobScopeOf } from './job-actor';
export { contactScopeOf } from './job-contact';
export { fullJobDetailOf, loadVisibleJob } from './job-detail';
export { areaOf, toJobEvent, toJobSummary } from './job-shapes';
export type { JobFactHandler } from './job-wiring';
export { countJobEvents, findJobRow, insertJobEvent, listJobEvents, providerNames } from './jobs.repository';
export { calendarStatus, calendarSummary, calendarWords } from './jobs.service';
export { respondByForAssignment, scheduleRequestExpiry } from './response-window';
export { checkStep, isAllowed, refusal } from './transitions';
export type { CheckedStep } from './transitions';
export { TIMEOUT_REASON, startJobWorkers } from './expire-request';
export type { JobWiring } from './job-wiring';
export { jobRoutes } from './jobs.routes';
