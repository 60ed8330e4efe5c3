import { useQuery } from '@tanstack/react-query';
import { jobTipsQuery } from '@marketplace/api-client/queries';

/** The job's tips as its customer sees them, the suggested amounts and whether they may tip now. */
export function useJobTips(jobId: string) {
  return useQuery(jobTipsQuery(jobId));
}
