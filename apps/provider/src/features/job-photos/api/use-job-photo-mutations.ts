import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPhotos, ProviderJobDetail } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';
import { type JobPhotoUpload, uploadJobPhoto } from './upload-job-photo';

/** The answer is the photos as they now are: shown at once, and the job's count of "after" photos (the Complete button's rule) follows. */
function applyPhotos(queryClient: QueryClient, jobId: string, photos: JobPhotos) {
  queryClient.setQueryData(queryKeys.jobs.photos(jobId), photos);
  const afterPhotos = photos.photos.filter((photo) => photo.kind === 'after').length;
  queryClient.setQueryData<ProviderJobDetail>(queryKeys.providerJobs.detail(jobId), (job) => job && { ...job, afterPhotos });
}

export function useAddJobPhoto(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: Omit<JobPhotoUpload, 'jobId'>) => uploadJobPhoto({ ...upload, jobId }),
    onSuccess: (photos) => applyPhotos(queryClient, jobId, photos),
  });
}

export function useRemoveJobPhoto(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => api('jobPhotos.remove', { params: { jobId, photoId } }),
    onSuccess: (photos) => applyPhotos(queryClient, jobId, photos),
  });
}
