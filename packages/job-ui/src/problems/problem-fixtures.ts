import type { JobProblems, ProblemCase } from '@marketplace/contracts';

/* Test data for the problem case panel and the pages that show it (tests only). */

export const emptyProblems: JobProblems = { currency: 'USD', cases: [], reportOpenUntil: null, refundableMinor: 0, can: { report: false, answer: false, manage: false, addPhoto: false } };

/** For a page's fake API: no problem cases, nothing to do. */
export const noProblems = { 'problems.get': () => emptyProblems };

export const openCase: ProblemCase = {
  id: '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  reason: 'poor_quality',
  description: 'The windows still have streaks.\nThe kitchen was not done.',
  status: 'waiting_provider',
  outcome: null,
  refundMinor: null,
  currency: 'USD',
  resolutionReason: null,
  hold: 'held',
  heldMinor: 5174,
  openedAt: '2026-03-04T15:00:00.000Z',
  resolvedAt: null,
  photos: [],
  steps: [
    { id: '6b2f3c4d-5e6f-4071-9b8c-0d1e2f3a4b5c', kind: 'opened', by: 'customer', body: 'The windows still have streaks.\nThe kitchen was not done.', at: '2026-03-04T15:00:00.000Z' },
    { id: '7c3a4d5e-6f70-4182-8c9d-1e2f3a4b5c6d', kind: 'asked_provider', by: 'market', body: 'Can you tell us what happened?', at: '2026-03-04T16:30:00.000Z' },
  ],
};

export const resolvedCase: ProblemCase = {
  ...openCase,
  status: 'resolved',
  outcome: 'partial_refund',
  refundMinor: 2000,
  resolutionReason: 'The kitchen was not cleaned',
  hold: 'released',
  resolvedAt: '2026-03-05T10:00:00.000Z',
  steps: [...openCase.steps, { id: '8d4b5e6f-7081-4293-9dae-2f3a4b5c6d7e', kind: 'resolved', by: 'market', body: 'The kitchen was not cleaned', at: '2026-03-05T10:00:00.000Z' }],
};
