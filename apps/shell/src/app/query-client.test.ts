import { ApiError } from '@marketplace/contracts/client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries an unreachable or failing service twice', () => {
    const offline = new ApiError(0, 'API_UNAVAILABLE', 'x');
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'API_UNAVAILABLE', 'x'))).toBe(true);
    expect(shouldRetry(2, offline)).toBe(false);
  });

  it('never retries what the server refused on purpose', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, new ApiError(status, 'X', 'x'))).toBe(false);
  });
});
