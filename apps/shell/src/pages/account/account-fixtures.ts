import type { Account, DeletionCheck, SessionUser } from '@marketplace/contracts';
import type { FakeHandlers } from '@marketplace/test-support/fake-api';

/** The account page's tests: one customer, as the session and as the account. */
export const ana: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  name: 'Ana Lima',
  phone: '+1 212 555 0100',
  roles: ['customer'],
  managedMarketIds: [],
  providerId: null,
  language: null,
};

export const anaAccount: Account = {
  id: ana.id,
  name: ana.name,
  email: ana.email,
  pendingEmail: null,
  phone: '+1 212 555 0100',
  phoneVerified: false,
  createdAt: '2026-01-10T09:00:00.000Z',
};

export const kept = ['Invoices, credit notes and payments, with the name and address on them, for 10 years after the year they were issued (tax law).'];

export const deletable: DeletionCheck = {
  allowed: true,
  blockers: [],
  jobsToCancel: [
    {
      jobId: '33333333-3333-4333-8333-333333333333',
      status: 'confirmed',
      start: '2026-03-10T15:00:00.000Z',
      timeZone: 'America/New_York',
      services: 'Home cleaning, 3 hours',
      feeMinor: 1250,
      currency: 'USD',
    },
    {
      jobId: '44444444-4444-4444-8444-444444444444',
      status: 'requested',
      start: '2026-04-02T13:00:00.000Z',
      timeZone: 'America/New_York',
      services: 'TV mounting',
      feeMinor: 0,
      currency: 'USD',
    },
  ],
  jobsToReassign: [],
  kept,
};

/** What every section reads when the page opens; a test overrides what it is about. */
export const pageReads = (account: Account = anaAccount, check: DeletionCheck = deletable): FakeHandlers => ({
  'account.get': () => ({ account }),
  'account.deletionCheck': () => check,
  'auth.sessions': () => ({ sessions: [] }),
});
