import type { SessionUser } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AccountPayload, AccountTemplate } from '../modules/notifications/payload';
import { csrf, sessionCookieOf, type TestApp } from './test-app';

/**
 * Account messages (codes, links) as the outbox holds them before delivery: the test reads its
 * inbox there. The newest first; `undefined` when none was queued.
 */
export async function lastAccountMessage(db: Kysely<Database>, to: string, template: AccountTemplate) {
  const row = await db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'recipient', 'payload', 'dedupe_key', 'status'])
    .where('recipient', '=', to.toLowerCase())
    .where('template', '=', template)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && { ...row, payload: row.payload as AccountPayload };
}

export async function accountMessages(db: Kysely<Database>, to: string, template?: AccountTemplate) {
  let query = db.selectFrom('notifications').select(['template', 'user_id']).where('recipient', '=', to.toLowerCase());
  if (template) query = query.where('template', '=', template);
  return query.execute();
}

/** The code and link token of the last sign-up code emailed to `email`. */
export async function signupSecrets(db: Kysely<Database>, email: string): Promise<{ code: string; token: string }> {
  const message = await lastAccountMessage(db, email, 'signup_code');
  if (!message?.payload.code || !message.payload.secret) throw new Error(`No sign-up code was sent to ${email}.`);
  return { code: message.payload.code, token: message.payload.secret };
}

export interface NewAccount {
  name?: string;
  email: string;
  password?: string;
  phone?: string;
  /** The client address both requests come from. */
  address?: string;
  headers?: Record<string, string>;
}

export const NEW_ACCOUNT_PASSWORD = 'tangerine-quilt-harbor';

/**
 * A new customer account the way a person makes one: sign up, read the code from the email,
 * type it. Answers the session's Cookie header and the user.
 */
export async function signUpAndVerify(t: TestApp, account: NewAccount): Promise<{ cookie: string; user: SessionUser }> {
  const remoteAddress = account.address ?? '127.0.0.1';
  const headers = { ...csrf, ...account.headers };
  const body = { name: account.name ?? 'New Person', email: account.email, password: account.password ?? NEW_ACCOUNT_PASSWORD, ...(account.phone ? { phone: account.phone } : {}) };
  const started = await t.app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress, headers, payload: body });
  if (started.statusCode !== 202) throw new Error(`Sign-up of ${account.email} failed: ${started.statusCode} ${started.body}`);
  const { code } = await signupSecrets(t.db, account.email);
  const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', remoteAddress, headers, payload: { email: account.email, code } });
  const cookie = sessionCookieOf(verified);
  if (verified.statusCode !== 200 || !cookie) throw new Error(`Verifying ${account.email} failed: ${verified.statusCode} ${verified.body}`);
  return { cookie, user: verified.json().user as SessionUser };
}
