import { testBankAccounts, testIdentityNumbers } from '@marketplace/contracts';
import { makePicture, multipartBody, storeTestPicture } from '../picture-fixtures';
import { type Ids, type Role, type Row, testApp, UNKNOWN_ID, userOf } from './world';

/**
 * The applicant's side of provider applications (docs/provider-onboarding.md): every logged-in
 * user on their own application only; anyone else's, admins included, is "not found".
 */
const own = (ok: number): Row['expect'][Role] => ({ mine: ok, someoneElses: 404, unknown: 404 });
const applicantOnly = (ok: number): Row['expect'] => ({
  anonymous: 401,
  customer: own(ok),
  provider: own(ok),
  otherProvider: own(ok),
  nycManager: own(ok),
  berlinManager: own(ok),
  admin: own(ok),
});

/** A fresh draft in Berlin (where none of the callers provides) for the user, their earlier ones removed. */
async function freshDraft(userId: string, fields: { service_ids?: string[]; picture_path?: string } = {}) {
  const db = testApp().db;
  await db.deleteFrom('provider_applications').where('user_id', '=', userId).execute();
  const row = await db.insertInto('provider_applications').values({ user_id: userId, market_id: 'berlin', ...fields }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const applications = (body?: () => unknown): Row['targets'] => ({
  mine: async (ids, role) => ({ params: { applicationId: await freshDraft(userOf(ids, role)) }, ...(body ? { body: body() } : {}) }),
  someoneElses: async (ids) => ({ params: { applicationId: await freshDraft(ids.stranger) }, ...(body ? { body: body() } : {}) }),
  unknown: () => ({ params: { applicationId: UNKNOWN_ID }, ...(body ? { body: body() } : {}) }),
});

/** Complete but for the steps the caller's own data decides (phone): submitting is refused 400, the rights checked first. */
const toSubmit: Row['targets'] = {
  ...applications(),
  mine: async (ids: Ids, role: Role) => ({ params: { applicationId: await freshDraft(userOf(ids, role), { service_ids: ['home-cleaning'] }) } }),
};

/** Drafts with a stored picture: only its applicant sees it. */
const withPicture: Row['targets'] = {
  mine: async (ids, role) => ({ params: { applicationId: await freshDraft(userOf(ids, role), { picture_path: await storeTestPicture(testApp().config) }) } }),
  someoneElses: async (ids) => ({ params: { applicationId: await freshDraft(ids.stranger, { picture_path: await storeTestPicture(testApp().config) }) } }),
  unknown: () => ({ params: { applicationId: UNKNOWN_ID } }),
};

export const applicationRows: Record<string, Row> = {
  'providerApplications.current': {
    targets: { self: () => ({}) },
    expect: { anonymous: 401, customer: 200, provider: 200, otherProvider: 200, nycManager: 200, berlinManager: 200, admin: 200 },
  },
  'providerApplications.start': {
    targets: { self: async (ids, role) => (await testApp().db.deleteFrom('provider_applications').where('user_id', '=', userOf(ids, role)).execute(), { body: {} }) },
    expect: { anonymous: 401, customer: 201, provider: 201, otherProvider: 201, nycManager: 201, berlinManager: 201, admin: 201 },
  },
  'providerApplications.update': { targets: applications(() => ({ displayName: 'Same Applicant' })), expect: applicantOnly(200) },
  'providerApplications.uploadPicture': {
    targets: Object.fromEntries(
      Object.entries(applications()).map(([name, target]) => [
        name,
        async (ids: Ids, role: Role) => ({ ...(await target(ids, role)), raw: await multipartBody([{ name: 'picture', bytes: await makePicture('png'), filename: 'me.png', type: 'image/png' }]) }),
      ]),
    ),
    expect: applicantOnly(200),
  },
  'providerApplications.picture': { targets: withPicture, expect: applicantOnly(200) },
  'providerApplications.checkIdentity': {
    targets: applications(() => ({ legalName: 'Sam Applicant', dateOfBirth: '1990-01-01', idNumber: testIdentityNumbers.clear })),
    expect: applicantOnly(200),
  },
  'providerApplications.addPayoutAccount': {
    targets: applications(() => ({ holderName: 'Sam Applicant', routingNumber: testBankAccounts.routingNumber, accountNumber: testBankAccounts.succeeds })),
    expect: applicantOnly(200),
  },
  // Incomplete: the owner gets the list of what is missing (400); anyone else never learns it exists.
  'providerApplications.submit': { targets: toSubmit, expect: applicantOnly(400) },
};
