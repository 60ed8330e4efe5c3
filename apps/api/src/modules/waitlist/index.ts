/* The public entry of waitlist: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { claimWaitingEntries, countWaiting } from './waitlist-launch.repository';
export { waitlistRoutes } from './waitlist.routes';
