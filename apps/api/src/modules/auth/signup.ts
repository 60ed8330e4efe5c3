import type { LanguageCode, PendingVerification } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { queueAccountMessage } from '../notifications';
import { recordSecurityEvent } from '../security-events';
import { deleteStaleVerifications, findOpenSignup, replaceCode, upsertSignup } from './email-verifications.repository';
import { hashPassword } from './password-hash';
import { assertStrongPassword } from './password-policy';
import { findAccountByEmail } from './users.repository';
import { codeWindow, type FreshSecrets, issueCode, pendingAnswer, VERIFICATION_MINUTES } from './verification-rules';

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  phone?: string | undefined;
  address: string;
  /** What the page signing up reads (its lang cookie, else Accept-Language): the code email's language. */
  language: LanguageCode | null;
}

const HOUR_MS = 3600_000;

/** The code and link to the person signing up, through the outbox (with the row's change). */
async function emailSignupCode(deps: Deps, trx: Kysely<Database>, to: { id: string; email: string; name: string; language: LanguageCode | null }, secrets: FreshSecrets) {
  await queueAccountMessage(deps, trx, {
    userId: null,
    channel: 'email',
    to: to.email,
    template: 'signup_code',
    recipientName: to.name,
    code: secrets.code,
    secret: secrets.token,
    validMinutes: VERIFICATION_MINUTES,
    key: `signup:${to.id}:${secrets.tokenHash.slice(0, 16)}`,
    language: to.language,
  });
}

/**
 * Starts a sign-up (docs/accounts.md). A new email gets a code and a link; an email that has an
 * account gets nothing made, and its owner a warning (at most one per clock hour). The answer,
 * and as far as practical the time it takes (the password is hashed either way), is the same.
 */
export async function requestSignup(deps: Deps, input: SignupInput): Promise<PendingVerification> {
  assertStrongPassword('password', input.password, input);
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashing);
  const now = deps.now();
  const account = await findAccountByEmail(deps.db, input.email);
  await deleteStaleVerifications(deps.db, now);
  await deps.db.transaction().execute(async (trx) => {
    if (!account) {
      const { secrets, stored } = issueCode(now);
      const id = await upsertSignup(trx, { email: input.email, name: input.name, phone: input.phone ?? null, passwordHash }, stored);
      await emailSignupCode(deps, trx, { id, email: input.email, name: input.name, language: input.language }, secrets);
    } else if (!account.deleted_at) {
      const hour = Math.floor(now.getTime() / HOUR_MS);
      await queueAccountMessage(deps, trx, { userId: account.id, channel: 'email', to: account.email, template: 'signup_existing_account', recipientName: account.name, key: `signup-existing:${hour}`, language: input.language });
    }
    const event = { type: 'signup_requested' as const, userId: account?.id, email: input.email, address: input.address, detail: { existingAccount: Boolean(account) } };
    await recordSecurityEvent({ ...deps, db: trx }, event);
  });
  return pendingAnswer(input.email, codeWindow(now));
}

/**
 * Another code for an open sign-up, once `resendAfter` has passed (before: the same answer, with
 * the time it may be asked again). An email with no sign-up waiting gets that answer too.
 */
export async function resendSignupCode(deps: Deps, email: string, language: LanguageCode | null): Promise<PendingVerification> {
  const now = deps.now();
  const open = await findOpenSignup(deps.db, email);
  if (!open) return pendingAnswer(email, codeWindow(now));
  if (now.getTime() < open.resend_after.getTime()) return pendingAnswer(email, { expiresAt: open.expires_at, resendAfter: open.resend_after });
  const { secrets, stored } = issueCode(now);
  await deps.db.transaction().execute(async (trx) => {
    await replaceCode(trx, open.id, stored);
    await emailSignupCode(deps, trx, { id: open.id, email, name: open.name ?? '', language }, secrets);
  });
  return pendingAnswer(email, codeWindow(now));
}
