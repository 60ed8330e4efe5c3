import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceBooking } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/**
 * Turns the hold into a job. The body's idempotency key makes a retry return the same job.
 * The answer is the job itself: it goes straight into the cache, so the job page that follows
 * shows it without asking again; only the customer's job lists are refreshed.
 */
export function usePlaceBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'place'],
    mutationFn: (body: PlaceBooking) => api('jobs.place', { body }),
    onSuccess: ({ job }) => {
      queryClient.setQueryData(queryKeys.jobs.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.lists() });
    },
  });
}
