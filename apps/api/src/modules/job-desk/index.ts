/* The public entry of job-desk: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { deskActor, loadDeskJob } from './desk-job';
export { jobDeskRoutes } from './job-desk.routes';
