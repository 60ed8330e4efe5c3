/* The public entry of ledger: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { jobLedgerSums, paymentLedgerSums } from './ledger.repository';
export { postLedgerTransaction } from './post';
export { authorisationLines, captureLines, jobComponents, payoutFailedLines, payoutPaidLines, payoutStartLines, refundLines, releaseLines, shareOf } from './postings';
export type { JobComponents } from './postings';
