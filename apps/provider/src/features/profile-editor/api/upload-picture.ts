import { ApiError, apiErrorOf, buildPath, CSRF_HEADER, CSRF_HEADER_VALUE } from '@marketplace/contracts/client';
import { routes } from '@marketplace/contracts/routes';

export interface PictureUpload {
  providerId: string;
  file: Blob;
  /** Square in pixels of the upright picture; none: the server centres on what matters. */
  crop: { x: number; y: number; size: number } | null;
  onProgress: (fraction: number) => void;
}

/**
 * Sends the picture as multipart/form-data with XMLHttpRequest, the one browser API that reports
 * upload progress. The crop fields go first: the server reads the form in order.
 */
export function uploadPicture({ providerId, file, crop, onProgress }: PictureUpload): Promise<{ pictureUrl: string }> {
  const form = new FormData();
  if (crop) {
    form.append('cropX', String(crop.x));
    form.append('cropY', String(crop.y));
    form.append('cropSize', String(crop.size));
  }
  form.append('picture', file);
  const { method, path } = routes['providerProfile.uploadPicture'];
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, buildPath(path, { providerId }));
    request.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve(request.response) : reject(apiErrorOf(request.status, request.response)));
    request.onerror = () => reject(new ApiError(0, 'API_UNAVAILABLE', 'We could not reach the service. Check your connection and try again.'));
    request.send(form);
  });
}
