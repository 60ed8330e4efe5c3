import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { SessionUser } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { api, marketsQuery, queryKeys } from '@marketplace/api-client';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { onPersonalDataCleared } from './personal-data-events';
import { OWNER_KEY, personalStorageKey } from './personal-storage';
import { sessionChanged } from './session-changed';
import { watchSession } from './watch-session';

const person = (id: string, name: string): SessionUser => ({ id, email: `${name.toLowerCase()}@example.com`, name, phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: null });
const ana = person('00000000-0000-4000-8000-00000000000a', 'Ana');
const bo = person('00000000-0000-4000-8000-00000000000b', 'Bo');
const DRAFT_KEY = personalStorageKey('booking-draft');
const jobId = '00000000-0000-4000-8000-0000000000c1';

let client: QueryClient;
let stop: () => void;
let cleared: jest.Mock;

/** A page where `user` is logged in (or a guest), with a draft in storage and some cached data. */
function openPage(user: SessionUser | null, owner: string | null) {
  localStorage.clear();
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ address: '350 Fifth Avenue' }));
  localStorage.setItem('unrelated-setting', 'kept');
  if (owner) localStorage.setItem(OWNER_KEY, owner);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.session, user);
  client.setQueryData(queryKeys.jobs.mine('upcoming', 1), { jobs: ['Ana’s job'] });
  client.setQueryData(queryKeys.activeSessions, [{ address: '203.0.113.9' }]);
  client.getQueryCache().build(client, { queryKey: marketsQuery().queryKey, meta: marketsQuery().meta }).setData({ markets: [] });
  stop = watchSession(client);
  cleared = jest.fn();
  onPersonalDataCleared(cleared);
}

const personalQueriesLeft = () => client.getQueryCache().getAll().filter((query) => query.meta?.visibility !== 'public' && query.queryKey[0] !== 'session').map((query) => query.queryKey);

afterEach(() => stop());

// Logging in or out ends in `sessionChanged` (account-ui's hooks, tested there, call it).
describe('logging out', () => {
  it('clears the booking draft and every cached personal query, and keeps public data', async () => {
    openPage(ana, ana.id);
    await act(() => sessionChanged(client, null));

    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(OWNER_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated-setting')).toBe('kept');
    expect(personalQueriesLeft()).toEqual([]);
    expect(client.getQueryData(queryKeys.markets.list())).toEqual({ markets: [] });
    expect(client.getQueryData(queryKeys.session)).toBeNull();
    expect(cleared).toHaveBeenCalled();
  });
});

describe('logging in', () => {
  it('as someone else drops the previous person’s stored draft and cached data', async () => {
    openPage(null, ana.id); // Ana's session ended; her draft is still in storage
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull(); // the page found nobody logged in: her draft went at once
    localStorage.setItem(DRAFT_KEY, 'a guest draft');
    client.setQueryData(queryKeys.jobs.mine('upcoming', 1), { jobs: ['Ana’s job'] });
    await act(() => sessionChanged(client, bo));

    expect(personalQueriesLeft()).toEqual([]);
    expect(localStorage.getItem(OWNER_KEY)).toBe(bo.id);
    expect(localStorage.getItem(DRAFT_KEY)).toBe('a guest draft'); // a guest's draft becomes Bo's: it is the one he was filling in
  });

  it('as a different user in another tab wipes what this tab showed', async () => {
    openPage(bo, bo.id);
    fakeApi({ 'auth.me': () => ({ user: ana }) });
    localStorage.setItem(OWNER_KEY, ana.id);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: OWNER_KEY, oldValue: bo.id, newValue: ana.id, storageArea: localStorage })));

    expect(personalQueriesLeft()).toEqual([]);
    expect(cleared).toHaveBeenCalled();
    await waitFor(() => expect(client.getQueryData(queryKeys.session)).toEqual(ana));
  });
});

describe('the session ending elsewhere', () => {
  it('a 401 on a personal query ends the session on the page and wipes the draft', async () => {
    openPage(ana, ana.id);
    fakeApi({
      'jobs.get': () => {
        throw new ApiError(401, 'UNAUTHENTICATED', 'Log in to continue.');
      },
    });
    await client.fetchQuery({ queryKey: queryKeys.jobs.detail(jobId), queryFn: () => api('jobs.get', { params: { jobId } }) }).catch(() => undefined);

    expect(client.getQueryData(queryKeys.session)).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(client.getQueryData(queryKeys.jobs.mine('upcoming', 1))).toBeUndefined();
  });

  it('logging out in another tab logs this tab out and drops its cached personal data', () => {
    openPage(ana, ana.id);
    localStorage.removeItem(OWNER_KEY);
    localStorage.removeItem(DRAFT_KEY);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: OWNER_KEY, oldValue: ana.id, newValue: null, storageArea: localStorage })));

    expect(client.getQueryData(queryKeys.session)).toBeNull();
    expect(personalQueriesLeft()).toEqual([]);
    expect(cleared).toHaveBeenCalled();
  });
});
