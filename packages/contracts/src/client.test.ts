/** @jest-environment node */
import { ApiError, createApiClient } from './client';

function respond(status: number, body: unknown) {
  return jest.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

describe('createApiClient', () => {
  it('builds the URL from the route, sends the CSRF header and cookies, and returns the answer', async () => {
    const fetch = respond(200, { id: 'new york' });
    const api = createApiClient({ fetch });
    await expect(api('roster.list', { params: { marketId: 'new york' }, query: { page: 2, q: undefined } })).resolves.toEqual({ id: 'new york' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/markets/new%20york/roster?page=2');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', headers: { 'x-requested-with': 'handyhub' } });
  });

  it('types the query string from the contract: its fields only, each as the schema reads it', async () => {
    const api = createApiClient({ fetch: respond(200, {}) });
    await api('providerJobs.calendar', { query: { from: '2026-03-02T00:00:00.000Z', to: '2026-03-09T00:00:00.000Z' } });
    // @ts-expect-error a field the schema does not have
    await api('roster.list', { params: { marketId: 'nyc' }, query: { pageSize: 5 } });
    // @ts-expect-error a page is a number (or its digits, as it travels)
    await api('roster.list', { params: { marketId: 'nyc' }, query: { page: true } });
    // @ts-expect-error the inbox's limit is coerced: the caller gives the number it means
    await api('notifications.inbox', { query: { limit: '20' } });
    // @ts-expect-error an endpoint without a query takes none
    await api('markets.get', { params: { marketId: 'nyc' }, query: { page: 2 } });
  });

  it('sends a JSON body with the route method', async () => {
    const fetch = respond(200, { user: {} });
    await createApiClient({ fetch })('auth.login', { body: { email: 'a@b.co', password: 'x' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', body: '{"email":"a@b.co","password":"x"}', headers: { 'Content-Type': 'application/json' } });
  });

  it('turns an error body into an ApiError with its field errors', async () => {
    const api = createApiClient({
      fetch: respond(400, { error: { code: 'VALIDATION_FAILED', message: 'Check the form', fieldErrors: { email: ['Enter a valid email address'] } } }),
    });
    const error = await api('markets.get', { params: { marketId: 'x' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fieldErrors: { email: ['Enter a valid email address'] } });
  });

  it('keeps the status of a 404 so it is treated as not found, not as a fault', async () => {
    const api = createApiClient({ fetch: respond(404, { error: { code: 'NOT_FOUND', message: 'No such market' } }) });
    await expect(api('markets.get', { params: { marketId: 'x' } })).rejects.toMatchObject({ status: 404, message: 'No such market' });
  });

  it('explains an unreachable or failing service without leaking details', async () => {
    const offline = createApiClient({ fetch: jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(offline('markets.list')).rejects.toMatchObject({ status: 0, code: 'API_UNAVAILABLE' });
    const gateway = createApiClient({ fetch: jest.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })) });
    await expect(gateway('markets.list')).rejects.toMatchObject({ status: 502, code: 'API_UNAVAILABLE' });
  });

  it('accepts an empty 204', async () => {
    const api = createApiClient({ fetch: jest.fn(async () => new Response(null, { status: 204 })) });
    await expect(api('auth.logout')).resolves.toBeNull();
  });
});
