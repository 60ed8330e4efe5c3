/** Query keys of the customer's jobs; everything under `all` is refetched after a change. */
export const jobKeys = {
  all: ['jobs'] as const,
  mine: (scope: string, page: number) => ['jobs', 'mine', scope, page] as const,
  detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
  cancellationQuote: (jobId: string) => ['jobs', 'detail', jobId, 'cancellation'] as const,
  rescheduleSlots: (jobId: string) => ['jobs', 'detail', jobId, 'reschedule-slots'] as const,
};
