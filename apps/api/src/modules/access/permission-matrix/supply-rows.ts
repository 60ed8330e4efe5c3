import { randomUUID } from 'node:crypto';
import { insertTestApplication } from '../../../test-support/application-fixtures';
import { storeTestPicture } from '../../../test-support/picture-fixtures';
import { createUser } from '../../../test-support/test-app';
import { settingsMatrix } from './expectations';
import { markets } from './targets';
import { type Ids, type Role, type Row, testApp, testNow, UNKNOWN_ID, withBody } from './world';

/** A fresh application waiting in each market, so every role meets it undecided. */
const applications: Row['targets'] = {
  nyc: async () => ({ params: { marketId: 'nyc', applicationId: (await insertTestApplication(testApp().db, { marketId: 'nyc' })).id } }),
  berlin: async () => ({ params: { marketId: 'berlin', applicationId: (await insertTestApplication(testApp().db, { marketId: 'berlin' })).id } }),
  unknown: () => ({ params: { marketId: 'atlantis', applicationId: UNKNOWN_ID } }),
};

/** The same, each with a stored picture. */
async function waitingWithPicture(marketId: string) {
  const { id } = await insertTestApplication(testApp().db, { marketId });
  await testApp().db.updateTable('provider_applications').set({ picture_path: await storeTestPicture(testApp().config) }).where('id', '=', id).execute();
  return { params: { marketId, applicationId: id } };
}
const applicationsWithPicture: Row['targets'] = { nyc: () => waitingWithPicture('nyc'), berlin: () => waitingWithPicture('berlin'), unknown: applications.unknown! };

/** A fresh provider of the market (suspended already when `suspended`), so no other row's provider changes. */
async function freshProvider(marketId: string, suspended: boolean): Promise<string> {
  const db = testApp().db;
  const userId = await createUser(db, { email: `roster-${randomUUID().slice(0, 8)}@example.com`, roles: ['customer', 'provider'] });
  const { id } = await db.insertInto('providers').values({ user_id: userId, display_name: 'Fresh Provider', bio_html: '' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('provider_markets').values({ provider_id: id, market_id: marketId, ...(suspended ? { suspended_at: testNow(), suspension_reason: 'Test' } : {}) }).execute();
  return id;
}
const freshProviders = (suspended: boolean): Row['targets'] => ({
  nyc: async () => ({ params: { marketId: 'nyc', providerId: await freshProvider('nyc', suspended) }, body: { reason: 'A reason' } }),
  berlin: async () => ({ params: { marketId: 'berlin', providerId: await freshProvider('berlin', suspended) }, body: { reason: 'A reason' } }),
  unknown: () => ({ params: { marketId: 'atlantis', providerId: UNKNOWN_ID }, body: { reason: 'A reason' } }),
});

/**
 * The provider's own pause: before each call the target provider is put where the call can
 * succeed (unpaused before a pause, paused before the provider's own resume), and left unpaused
 * otherwise, so the rows after these meet every provider offered.
 */
const ownProviders = (action: 'pause' | 'resume' | 'read'): Row['targets'] => {
  const target = (pick: (ids: Ids) => string) => async (ids: Ids, role: Role) => {
    const providerId = pick(ids);
    const paused = action === 'resume' && (role === 'provider' || role === 'otherProvider');
    await testApp().db.updateTable('providers').set({ paused_at: paused ? testNow() : null }).where('id', '=', providerId).execute();
    return { params: { providerId }, ...(action === 'read' ? {} : { body: {} }) };
  };
  return { provider: target((ids) => ids.provider), otherProvider: target((ids) => ids.otherProvider), unknown: () => ({ params: { providerId: UNKNOWN_ID }, body: {} }) };
};
const nobody = { provider: 403, otherProvider: 403, unknown: 404 };
const ownOnly: Row['expect'] = {
  anonymous: 401,
  customer: nobody,
  provider: { provider: 200, otherProvider: 403, unknown: 404 },
  otherProvider: { provider: 403, otherProvider: 200, unknown: 404 },
  nycManager: nobody,
  berlinManager: nobody,
  admin: nobody,
};

/** Issue 20: the market's review of applications, its roster, and a provider's own pause. */
export const supplyRows: Record<string, Row> = {
  'providerReview.list': { targets: markets, expect: settingsMatrix },
  'providerReview.get': { targets: applications, expect: settingsMatrix },
  'providerReview.approve': { targets: withBody(applications, {}), expect: settingsMatrix },
  'providerReview.reject': { targets: withBody(applications, { reason: 'No' }), expect: settingsMatrix },
  'providerReview.requestChanges': { targets: withBody(applications, { reason: 'A clearer picture' }), expect: settingsMatrix },
  'providerReview.picture': { targets: applicationsWithPicture, expect: settingsMatrix },
  'roster.list': { targets: markets, expect: settingsMatrix },
  'roster.needsReassignment': { targets: markets, expect: settingsMatrix },
  'roster.get': {
    targets: {
      nyc: (ids) => ({ params: { marketId: 'nyc', providerId: ids.provider } }),
      berlin: (ids) => ({ params: { marketId: 'berlin', providerId: ids.berlinProvider } }),
      unknown: () => ({ params: { marketId: 'atlantis', providerId: UNKNOWN_ID } }),
    },
    expect: settingsMatrix,
  },
  'roster.suspend': { targets: freshProviders(false), expect: settingsMatrix },
  'roster.reinstate': { targets: freshProviders(true), expect: settingsMatrix },
  'providerStatus.get': { targets: ownProviders('read'), expect: ownOnly },
  'providerStatus.pause': { targets: ownProviders('pause'), expect: ownOnly },
  'providerStatus.resume': { targets: ownProviders('resume'), expect: ownOnly },
};
