import type { ProviderApplication } from '@marketplace/contracts';
import { ApiError, apiErrorOf, buildPath, CSRF_HEADER, CSRF_HEADER_VALUE } from '@marketplace/contracts/client';
import { routes } from '@marketplace/contracts/routes';

/** The picture as multipart/form-data (the profile's pipeline crops it to a square on the server). */
export async function uploadApplicationPicture(applicationId: string, file: Blob): Promise<{ application: ProviderApplication }> {
  const form = new FormData();
  form.append('picture', file);
  const { method, path } = routes['providerApplications.uploadPicture'];
  const response = await fetch(buildPath(path, { applicationId }), { method, body: form, headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, Accept: 'application/json' }, credentials: 'same-origin' }).catch(() => {
    throw new ApiError(0, 'API_UNAVAILABLE', 'We could not reach the service. Check your connection and try again.');
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response.status, body);
  return body as { application: ProviderApplication };
}
