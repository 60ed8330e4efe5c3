/* The public entry of queue: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export type { QueueSettings, RunningQueue } from './job-queue';
export type { QueueName } from './queue-names';
export { installQueues, startQueue } from './job-queue';
export type { JobQueue } from './job-queue';
export { executorFor } from './sql-executor';
