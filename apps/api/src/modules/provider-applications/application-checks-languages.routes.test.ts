import { testBankAccounts } from '@marketplace/contracts';
import { applicationUrl, completeApplication, identityBody, newApplicant, payoutBody } from '../../test-support/applicant-fixtures';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/**
 * What the test identity checker and the test gateway's bank accounts answer an applicant, and
 * what the application's history records of them, in the reader's language (docs/languages.md).
 */
let t: TestApp;
let pat: { userId: string; cookie: string };
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  pat = await newApplicant(t, 'pat.languages@example.com', new Date(TEST_NOW));
  manager = await loginAs(t.app, 'manager@example.com');
});
afterAll(() => t.close());

const inGerman = (cookie: string) => `${cookie}; lang=de`;

it('refuses a number that is no test number, and a bank account that is no test account, in German', async () => {
  const id = (await apiCall(t, 'POST', '/api/provider-applications', { cookie: pat.cookie, body: { marketId: 'nyc' } })).json().application.id as string;
  const identity = await apiCall(t, 'POST', applicationUrl(id, '/identity-check'), { cookie: inGerman(pat.cookie), body: identityBody('X1234567') });
  expect(identity.json().error.fieldErrors).toEqual({ idNumber: ['Testmodus: Verwenden Sie eine Test-Ausweisnummer (000000000, 111111111, 222222222).'] });
  const english = await apiCall(t, 'POST', applicationUrl(id, '/identity-check'), { cookie: pat.cookie, body: identityBody('X1234567') });
  expect(english.json().error.fieldErrors).toEqual({ idNumber: ['Test mode: use a test ID number (000000000, 111111111, 222222222).'] });

  const account = await apiCall(t, 'POST', applicationUrl(id, '/payout-account'), { cookie: inGerman(pat.cookie), body: payoutBody('000111222333') });
  expect(account.statusCode).toBe(400);
  expect(account.json().error).toMatchObject({
    message: `Im Testmodus sind nur die Testkonten möglich (Bankleitzahl ${testBankAccounts.routingNumber}).`,
    fieldErrors: { accountNumber: [`Im Testmodus sind nur die Testkonten möglich (Bankleitzahl ${testBankAccounts.routingNumber}).`] },
  });
  await t.db.deleteFrom('provider_applications').where('id', '=', id).execute();
});

it('shows the identity check’s outcome on the history in the reader’s language, to the applicant and the market team', async () => {
  const id = await completeApplication(t, pat.cookie);
  expect((await apiCall(t, 'POST', applicationUrl(id, '/submit'), { cookie: pat.cookie })).statusCode).toBe(200);
  const stored = await t.db.selectFrom('provider_application_events').select('reason').where('application_id', '=', id).where('action', '=', 'identity_checked').executeTakeFirstOrThrow();
  expect(stored.reason).toBe('Identity verified');

  const reasons = (history: { action: string; reason: string | null }[]) => history.filter((event) => event.action === 'identity_checked').map((event) => event.reason);
  const own = (cookie: string) => apiCall(t, 'GET', '/api/provider-applications/current', { cookie });
  expect(reasons((await own(inGerman(pat.cookie))).json().application.history)).toEqual(['Identität bestätigt']);
  expect(reasons((await own(pat.cookie)).json().application.history)).toEqual(['Identity verified']);

  const review = (await apiCall(t, 'GET', `/api/markets/nyc/provider-applications/${id}`, { cookie: inGerman(manager) })).json();
  expect(reasons(review.history)).toEqual(['Identität bestätigt']);
  expect(review.services).toEqual([{ id: 'home-cleaning', name: 'Wohnungsreinigung' }]);
});
