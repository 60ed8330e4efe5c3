import type { SessionUser } from '@marketplace/contracts';
import { ApiError, createApiClient } from '@marketplace/contracts/client';
import { callsTo, contractProblems, fakeApi } from './fake-api';

const api = createApiClient();
const user: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  name: 'Ana Lima',
  phone: null,
  roles: ['customer'],
  managedMarketIds: [],
  providerId: null,
  language: null,
};
const id = '00000000-0000-4000-8000-0000000000c1';

describe('fakeApi', () => {
  it('answers the real client with what the handler returns, as the API would encode it', async () => {
    fakeApi({ 'auth.me': () => ({ user: { ...user, shoeSize: 44 } as SessionUser }) });
    await expect(api('auth.me')).resolves.toEqual({ user });
    expect(contractProblems()).toEqual([]);
  });

  it('records each call with its path parameters, query and body as the API reads them', async () => {
    fakeApi({
      'jobs.listMine': () => ({ jobs: [], page: 2, pageSize: 10, total: 0, pageCount: 0 }),
      'auth.revokeSession': () => null,
      'auth.login': () => ({ user }),
    });
    await api('jobs.listMine', { query: { scope: 'past', page: 2, pageSize: 10 } });
    await expect(api('auth.revokeSession', { params: { sessionId: id } })).resolves.toBeNull();
    await api('auth.login', { body: { email: user.email, password: 'orbit lantern kitchen' } });
    expect(callsTo('jobs.listMine')).toEqual([{ query: { scope: 'past', page: '2', pageSize: '10' } }]);
    expect(callsTo('auth.revokeSession')).toEqual([{ params: { sessionId: id } }]);
    expect(callsTo('auth.login')).toEqual([{ body: { email: user.email, password: 'orbit lantern kitchen' } }]);
    expect(contractProblems()).toEqual([]);
  });

  it('answers a thrown ApiError as the API answers errors', async () => {
    fakeApi({
      'auth.login': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Check the form.', { email: ['Enter an email'] });
      },
    });
    const failure = api('auth.login', { body: { email: 'ana@example.com', password: 'x' } });
    await expect(failure).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fieldErrors: { email: ['Enter an email'] } });
    expect(contractProblems()).toEqual([]);
  });

  it('fails the test on an answer that does not match the response schema', async () => {
    fakeApi({ 'markets.list': () => ({ markets: [{ id: 'nyc', name: 'New York' }] }) as never });
    await expect(api('markets.list')).rejects.toMatchObject({ status: 500 });
    expect(contractProblems()).toEqual([expect.stringContaining('the fake answer for markets.list does not match its response schema')]);
  });

  it('fails the test on a call with no handler, and on a request the contract refuses', async () => {
    fakeApi({ 'jobs.get': () => ({}) as never });
    await expect(api('auth.me')).rejects.toMatchObject({ status: 500 });
    await api('jobs.get', { params: { jobId: 'not-an-id' } }).catch(() => undefined);
    const problems = contractProblems();
    expect(problems[0]).toBe('no fake answer for auth.me (GET /api/auth/me)');
    expect(problems[1]).toMatch(/^jobs\.get: the request's path parameters do not match the contract/);
  });

  it('leaves no answer at all for a thrown network failure', async () => {
    fakeApi({
      'auth.me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api('auth.me')).rejects.toMatchObject({ status: 0, code: 'API_UNAVAILABLE' });
  });
});
