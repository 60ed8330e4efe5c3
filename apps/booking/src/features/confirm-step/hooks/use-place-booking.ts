import { useMutation } from '@tanstack/react-query';
import type { PlaceBooking } from '@marketplace/contracts';
import { api } from '@marketplace/session';

/** Turns the hold into a job. The body's idempotency key makes a retry return the same job. */
export function usePlaceBooking() {
  return useMutation({
    mutationKey: ['jobs', 'place'],
    mutationFn: (body: PlaceBooking) => api('jobs.place', { body }),
  });
}
