/* The public entry of ledger: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { jobLedgerSums, paymentLedgerSums, tipLedgerSums } from './ledger.repository';
export type { TipLedgerSum } from './ledger.repository';
export { postLedgerTransaction } from './post';
export { authorisationLines, captureLines, holdLines, holdReleaseLines, jobComponents, payoutFailedLines, payoutPaidLines, payoutStartLines, refundLines, releaseLines, shareOf, tipShare } from './postings';
export type { JobComponents } from './postings';
