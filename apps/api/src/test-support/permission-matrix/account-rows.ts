import { hashCode } from '../../modules/auth/one-time-secrets';
import { codeSalt } from '../../modules/account/phone-code-rules';
import { everyUser } from './expectations';
import { type Ids, type Role, type Row, testApp, testNow, testNowMs, userOf } from './world';

/**
 * The account page (issue 19): every logged-in user, on their own account only. No endpoint
 * takes an id, so there is no way to address anyone else's account (admins included).
 */
const PHONE = '+1 212 555 0150';

/** The caller with an unverified phone and no open code: ready to be sent one. */
async function unverifiedPhone(ids: Ids, role: Role) {
  const userId = userOf(ids, role);
  await testApp().db.updateTable('users').set({ phone: PHONE, phone_verified_at: null }).where('id', '=', userId).execute();
  await testApp().db.deleteFrom('phone_verifications').where('user_id', '=', userId).execute();
  return userId;
}

/** The caller's current name and phone, sent back unchanged: the world stays as it was. */
async function sameProfile(ids: Ids, role: Role) {
  const user = await testApp().db.selectFrom('users').select(['name', 'phone']).where('id', '=', userOf(ids, role)).executeTakeFirstOrThrow();
  return { body: { name: user.name, phone: user.phone ?? '' } };
}

/** The caller's current language (English when they have none yet): a choice that changes little. */
async function sameLanguage(ids: Ids, role: Role) {
  const user = await testApp().db.selectFrom('users').select('language').where('id', '=', userOf(ids, role)).executeTakeFirstOrThrow();
  return { body: { language: user.language ?? 'en' } };
}

async function phoneWithCode(ids: Ids, role: Role) {
  const userId = await unverifiedPhone(ids, role);
  const later = new Date(testNowMs() + 10 * 60_000);
  await testApp()
    .db.insertInto('phone_verifications')
    .values({ user_id: userId, phone: PHONE, code_hash: hashCode(codeSalt(userId, PHONE), '246810'), expires_at: later, resend_after: testNow() })
    .execute();
  return { body: { code: '246810' } };
}

export const accountRows: Record<string, Row> = {
  'account.get': { targets: { self: () => ({}) }, expect: everyUser(200) },
  'account.updateProfile': { targets: { self: sameProfile }, expect: everyUser(200) },
  'account.setLanguage': { targets: { self: sameLanguage }, expect: everyUser(204) },
  'account.sendPhoneCode': { targets: { self: async (ids, role) => (await unverifiedPhone(ids, role), {}) }, expect: everyUser(202) },
  'account.verifyPhone': { targets: { self: phoneWithCode }, expect: everyUser(200) },
  'account.exportData': { targets: { self: () => ({}) }, expect: everyUser(200) },
  'account.deletionCheck': { targets: { self: () => ({}) }, expect: everyUser(200) },
  // A wrong password: each role reaches its own account's deletion, and keeps its account.
  'account.delete': { targets: { self: () => ({ body: { currentPassword: 'not-the-password' } }) }, expect: everyUser(400) },
};
