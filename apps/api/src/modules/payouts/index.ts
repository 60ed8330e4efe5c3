/* The public entry of payouts: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { listBalances, listEarnings, listPayouts } from './provider-payments.repository';
export { maskPayoutAccount, nextPayoutAt } from './provider-payments.service';
export { providerPaymentRoutes } from './provider-payments.routes';
export { runPayoutBatch, startPayoutWorkers } from './run-payout-batch';
export { heldOfJob, holdJobEarnings, releaseJobEarnings } from './held-earnings';
export type { HeldJob } from './held-earnings';
