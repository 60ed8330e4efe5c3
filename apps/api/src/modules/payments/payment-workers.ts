import type { Deps } from '../../deps';
import type { RunningQueue } from '../queue';
import { settleJobPayment } from './settle-payment';

/** Settling a job's payment when it ends (`payment-settle`, sent in the step's transaction), for a process that runs the queue's workers. */
export async function startPaymentWorkers(queue: RunningQueue, deps: Deps): Promise<void> {
  await queue.work('payment-settle', async ({ jobId }) => {
    await settleJobPayment(deps, jobId);
  });
}
