import type { JobPhotoKind, JobPhotos } from '@marketplace/contracts';
import { ApiError, apiErrorOf, buildPath, CSRF_HEADER, CSRF_HEADER_VALUE } from '@marketplace/contracts/client';
import { routes } from '@marketplace/contracts/routes';

export interface JobPhotoUpload {
  jobId: string;
  kind: JobPhotoKind;
  file: Blob;
  onProgress: (fraction: number) => void;
}

/**
 * Sends one photo as multipart/form-data with XMLHttpRequest, the one browser API that reports
 * upload progress (as the profile picture does). The answer is the job's photos as they now are.
 */
export function uploadJobPhoto({ jobId, kind, file, onProgress }: JobPhotoUpload): Promise<JobPhotos> {
  const form = new FormData();
  form.append('picture', file);
  const { method, path } = routes['jobPhotos.add'];
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${buildPath(path, { jobId })}?kind=${kind}`);
    request.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve(request.response as JobPhotos) : reject(apiErrorOf(request.status, request.response)));
    request.onerror = () => reject(new ApiError(0, 'API_UNAVAILABLE', 'We could not reach the service. Check your connection and try again.'));
    request.send(form);
  });
}
