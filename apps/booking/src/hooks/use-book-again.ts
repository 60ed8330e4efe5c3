import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { JobDetail } from '@marketplace/contracts';
import { newIdempotencyKey } from '@marketplace/contracts/idempotency-key';
import { jobQuery } from '@marketplace/api-client/queries';
import { draftStore } from '../stores/booking-draft/draft-store';
import { draftFromJob } from '../stores/booking-draft/draft-updates';

/**
 * "Book again" (docs/repeat-business.md): a new booking with the job's services, address,
 * description and contact, its provider preferred; the flow opens where the customer picks a
 * time. It replaces a booking in progress, as starting afresh would. The job page has the job's
 * detail; My jobs' list has only summaries, so `fromJobId` reads the detail first.
 */
export function useBookAgain() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = (job: JobDetail) => {
    draftStore.update(() => draftFromJob(job, newIdempotencyKey()));
    void navigate('/book-now');
  };
  const fromJobId = async (jobId: string) => start(await queryClient.fetchQuery(jobQuery(jobId)));
  return { start, fromJobId };
}
