import { csrf } from '../../../test-support/test-app';
import { lastAccountMessage } from '../../../test-support/account-fixtures';
import { upsertEmailChange } from '../../account/email-change.repository';
import { issueCode } from '../../auth/verification-rules';
import { type Ids, type Role, type Row, testApp, testNow } from './world';

const everyone = (status: number): Row['expect'] => ({ anonymous: 401, customer: status, provider: status, otherProvider: status, nycManager: status, berlinManager: status, admin: status });

/** A new address waiting for the role's account, with its code (written as a request would write it). */
async function pendingChange(ids: Ids, role: Role) {
  if (role === 'anonymous') return { body: { code: '123456' } };
  const { secrets, stored } = issueCode(testNow());
  await upsertEmailChange(testApp().db, { userId: ids.users[role], email: `matrix.${role.toLowerCase()}@example.org` }, stored);
  return { body: { code: secrets.code } };
}

/** The email change (the person's own account only: there is no one else's to name). */
export const emailChangeRows: Record<string, Row> = {
  // auth.changePassword's row ran first and changed every role's password to this.
  'account.changeEmail': { targets: { self: (_ids, role) => ({ body: { email: `asked.${role.toLowerCase()}@example.org`, currentPassword: 'handyhub-changed-1' } }) }, expect: everyone(202) },
  'account.confirmEmailChange': { targets: { self: pendingChange }, expect: everyone(200) },
  'account.cancelEmailChange': { targets: { self: () => ({}) }, expect: everyone(204) },
};

let signups = 0;
/** A sign-up waiting for its code, as a visitor starts one. */
async function signupCode() {
  signups += 1;
  const email = `matrix.signup${signups}@example.org`;
  await testApp().app.inject({ method: 'POST', url: '/api/auth/signup', headers: csrf, payload: { name: 'New Person', email, password: 'tangerine-quilt-harbor' } });
  return { email, code: (await lastAccountMessage(testApp().db, email, 'signup_code'))!.payload.code! };
}

/** Anyone may sign up, prove an email and reset a password: the code or link is the permission. */
export const emailRecoveryRows: Record<string, { request: (ids: Ids) => Promise<{ body: unknown }> | { body: unknown }; status: number }> = {
  'auth.resendSignupCode': { request: () => ({ body: { email: 'nobody.waiting@example.org' } }), status: 202 },
  'auth.verifyEmail': { request: async () => ({ body: await signupCode() }), status: 200 },
  'auth.requestPasswordReset': { request: () => ({ body: { email: 'stranger@example.com' } }), status: 204 },
  'auth.confirmPasswordReset': {
    request: async () => {
      await testApp().app.inject({ method: 'POST', url: '/api/auth/password-reset', headers: csrf, payload: { email: 'stranger@example.com' } });
      return { body: { token: (await lastAccountMessage(testApp().db, 'stranger@example.com', 'password_reset'))!.payload.secret!, password: 'copper-meadow-lantern' } };
    },
    status: 204,
  },
};
