/* The public entry of security-events: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { addressKey } from './address-key';
export type { SecurityEventRow } from './security-events.repository';
export { recordSecurityEvent } from './security-events.service';
export { readSecurityLog } from './security-log';
export { recordRefusedAccess } from './access-refusals';
export { securityEventRoutes } from './security-events.routes';
export { recordRefusal } from './security-events.service';
export { startSecurityLogWorkers } from './security-log-retention';
