import { useQuery } from '@tanstack/react-query';
import { rescheduleSlotsQuery } from '@marketplace/api-client/queries';

/** Other start times with the same provider, from the same slot engine as booking. */
export function useRescheduleSlots(jobId: string, enabled: boolean) {
  return useQuery({ ...rescheduleSlotsQuery(jobId), enabled });
}
