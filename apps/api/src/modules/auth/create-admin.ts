import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashPassword } from './password-hash';
import { assertStrongPassword } from './password-policy';
import { addRole, findAccountByEmail, insertUser } from './users.repository';
import { authMessages as m } from './auth-messages';

export interface AdminStore {
  db: Kysely<Database>;
  config: AppConfig;
  now: () => Date;
}

export type AdminOutcome =
  | { kind: 'created'; userId: string }
  | { kind: 'promoted'; userId: string }
  | { kind: 'already-admin'; userId: string };

/**
 * Makes `email` an admin. An account that exists gets the role as it is: its owner keeps their
 * password, so `password` is not even asked for. Otherwise a new account with a verified email
 * and the password `password()` gives, checked like a sign-up's. A deleted account stays deleted.
 */
export async function createAdmin(store: AdminStore, input: { email: string; name: string; password: () => Promise<string> }): Promise<AdminOutcome> {
  const account = await findAccountByEmail(store.db, input.email);
  if (account?.deleted_at) throw AppError.conflict(m.accountWasDeleted, { email: [m.accountWasDeletedField] });
  if (account?.roles.includes('admin')) return { kind: 'already-admin', userId: account.id };
  if (account) {
    await addRole(store.db, account.id, 'admin', store.now());
    return { kind: 'promoted', userId: account.id };
  }
  const password = await input.password();
  assertStrongPassword('password', password, { email: input.email, name: input.name });
  const passwordHash = await hashPassword(password, store.config.passwordHashing);
  const userId = await insertUser(store.db, { email: input.email, name: input.name, phone: null, passwordHash, roles: ['admin'], emailVerifiedAt: store.now() });
  if (!userId) throw AppError.conflict(m.madeMeanwhile);
  return { kind: 'created', userId };
}
