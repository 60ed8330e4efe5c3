import { ApiError, apiErrorOf, CSRF_HEADER, CSRF_HEADER_VALUE } from '@marketplace/contracts/client';

/**
 * Sends one picture as multipart/form-data (a `picture` file) to an upload endpoint of the API,
 * which checks it by its content, re-encodes it and strips its metadata; answers the endpoint's
 * JSON, or throws its refusal as an ApiError (the server's reason, in the page's language).
 */
export async function postPicture<T>(url: string, file: Blob): Promise<T> {
  const form = new FormData();
  form.append('picture', file);
  const response = await fetch(url, { method: 'POST', body: form, headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, Accept: 'application/json' }, credentials: 'same-origin' }).catch(() => {
    throw new ApiError(0, 'API_UNAVAILABLE', 'We could not reach the service. Check your connection and try again.');
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response.status, body);
  return body as T;
}
