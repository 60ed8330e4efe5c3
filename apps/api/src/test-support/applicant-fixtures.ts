import { PROVIDER_TERMS_VERSION, testBankAccounts, testIdentityNumbers } from '@marketplace/contracts';
import { makePicture, multipartBody } from './picture-fixtures';
import { apiCall, createUser, csrf, loginAs, type TestApp } from './test-app';

/** A new person with a verified phone, logged in: what most applicant tests start from. */
export async function newApplicant(t: TestApp, email: string, now: Date) {
  const userId = await createUser(t.db, { email, name: 'Pat Applicant', roles: ['customer'] });
  await t.db.updateTable('users').set({ phone: '+1 212 555 0199', phone_verified_at: now }).where('id', '=', userId).execute();
  return { userId, cookie: await loginAs(t.app, email) };
}

export const applicationUrl = (id: string, tail = '') => `/api/provider-applications/${id}${tail}`;

export async function uploadApplicationPicture(t: TestApp, cookie: string, id: string) {
  const { payload, contentType } = await multipartBody([{ name: 'picture', bytes: await makePicture('png'), filename: 'me.png', type: 'image/png' }]);
  return t.app.inject({ method: 'POST', url: applicationUrl(id, '/picture'), headers: { ...csrf, cookie, 'content-type': contentType }, payload });
}

export const identityBody = (idNumber: string = testIdentityNumbers.clear) => ({ legalName: 'Pat Applicant', dateOfBirth: '1990-04-02', idNumber });
export const payoutBody = (accountNumber: string = testBankAccounts.succeeds) => ({ holderName: 'Pat Applicant', routingNumber: testBankAccounts.routingNumber, accountNumber });

/** Every step answered (test values that come back clear): ready to submit. Returns its id. */
export async function completeApplication(t: TestApp, cookie: string, marketId = 'nyc'): Promise<string> {
  const started = await apiCall(t, 'POST', '/api/provider-applications', { cookie, body: { marketId } });
  const id = (started.json() as { application: { id: string } }).application.id;
  const steps = [
    await apiCall(t, 'PATCH', applicationUrl(id), {
      cookie,
      body: { serviceIds: ['home-cleaning'], displayName: 'Pat Pro', experienceYears: 6, aboutHtml: '<p>Six years of <strong>cleaning</strong>.</p>', acceptTermsVersion: PROVIDER_TERMS_VERSION },
    }),
    await uploadApplicationPicture(t, cookie, id),
    await apiCall(t, 'POST', applicationUrl(id, '/identity-check'), { cookie, body: identityBody() }),
    await apiCall(t, 'POST', applicationUrl(id, '/payout-account'), { cookie, body: payoutBody() }),
  ];
  const failed = steps.find((response) => response.statusCode !== 200);
  if (started.statusCode !== 201 || failed) throw new Error(`Application not completed: ${failed?.body ?? started.body}`);
  return id;
}
