import type { JobProblems } from '@marketplace/contracts';

/** A completed job whose customer may report, and the same after reporting, asked by the team (component tests). */
export const openable: JobProblems = { currency: 'USD', cases: [], reportOpenUntil: '2026-03-06T12:00:00.000Z', refundableMinor: 0, can: { report: true, answer: false, manage: false } };
export const reported: JobProblems = {
  ...openable,
  can: { report: false, answer: true, manage: false },
  cases: [
    {
      id: '7d1f2c3a-4b5e-4f60-8a71-92b3c4d5e6f7',
      reason: 'damage',
      description: 'A vase was broken.',
      status: 'waiting_customer',
      outcome: null,
      refundMinor: null,
      currency: 'USD',
      resolutionReason: null,
      hold: 'held',
      heldMinor: 8800,
      openedAt: '2026-03-04T12:00:00.000Z',
      resolvedAt: null,
      steps: [
        { id: '1d1f2c3a-4b5e-4f60-8a71-92b3c4d5e6f7', kind: 'opened', by: 'customer', body: 'A vase was broken.', at: '2026-03-04T12:00:00.000Z' },
        { id: '2d1f2c3a-4b5e-4f60-8a71-92b3c4d5e6f7', kind: 'asked_customer', by: 'market', body: 'Which vase?', at: '2026-03-04T13:00:00.000Z' },
      ],
    },
  ],
};
