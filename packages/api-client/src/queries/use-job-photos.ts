import { useQuery } from '@tanstack/react-query';
import { jobPhotosQuery } from './entity-queries';

/** A job's photos: the query job-ui's JobPhotosSection is given (`useJobPhotos={useJobPhotos}`). */
export const useJobPhotos = (jobId: string) => useQuery(jobPhotosQuery(jobId));
