import { createTestApp, type TestApp } from '../test-support/test-app';
import { PAUSED_PROVIDER_EMAIL, torontoWaitlistSeeds } from './supply-data';

/** The demo supply side (docs/supply.md), as the real seed writes it into the test template. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo supply side', () => {
  it('has two New York applications waiting, oldest first, one of them with an identity check to review', async () => {
    const waiting = await t.db
      .selectFrom('provider_applications')
      .innerJoin('users', 'users.id', 'provider_applications.user_id')
      .select(['users.name', 'provider_applications.market_id', 'provider_applications.identity_status', 'provider_applications.payout_account_last4'])
      .where('provider_applications.status', '=', 'submitted')
      .orderBy('provider_applications.submitted_at')
      .execute();
    expect(waiting).toEqual([
      { name: 'Grace Okafor', market_id: 'nyc', identity_status: 'clear', payout_account_last4: '4417' },
      { name: 'Tomás Herrera', market_id: 'nyc', identity_status: 'needs_review', payout_account_last4: '0932' },
    ]);
    const applicants = await t.db.selectFrom('users').select(['roles', 'phone_verified_at']).where('email', 'in', ['grace.okafor@example.com', 'tomas.herrera@example.com']).execute();
    expect(applicants.every((user) => !user.roles.includes('provider') && user.phone_verified_at !== null)).toBe(true);
  });

  it('has one New York provider paused by themselves, with the pause on record', async () => {
    const paused = await t.db
      .selectFrom('providers')
      .innerJoin('users', 'users.id', 'providers.user_id')
      .select(['users.email', 'providers.id'])
      .where('providers.paused_at', 'is not', null)
      .execute();
    expect(paused.map((row) => row.email)).toEqual([PAUSED_PROVIDER_EMAIL]);
    const history = await t.db.selectFrom('provider_status_changes').select(['action', 'actor_role']).where('provider_id', '=', paused[0]!.id).execute();
    expect(history).toEqual([{ action: 'paused', actor_role: 'provider' }]);
  });

  it('gives Toronto, still coming soon, about twenty waitlist sign-ups from its own postal codes', async () => {
    const toronto = await t.db.selectFrom('markets').select(['status', 'postal_codes']).where('id', '=', 'toronto').executeTakeFirstOrThrow();
    expect(toronto.status).toBe('coming_soon');
    const entries = await t.db.selectFrom('waitlist_entries').select('postal_code').where('postal_code', 'in', toronto.postal_codes).execute();
    expect(entries.length).toBeGreaterThanOrEqual(18);
    expect(entries.length).toBeLessThanOrEqual(25);
  });

  it('is the same on every run and always in the past', () => {
    const now = new Date('2027-03-14T07:30:00Z');
    expect(torontoWaitlistSeeds(now)).toEqual(torontoWaitlistSeeds(now));
    expect(torontoWaitlistSeeds(now).every((entry) => entry.at < now)).toBe(true);
  });
});
