import type { Account } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { getAccount, loadAccount } from './account-view';
import { updateNameAndPhone } from './account.repository';
import { deletePhoneCode } from './phone-codes.repository';
import { samePhone } from './phone-numbers';

export interface ProfileChange {
  name: string;
  /** Undefined: no phone (an emptied field removes it). */
  phone?: string | undefined;
}

/**
 * Name and phone. A different number (not merely written differently) is not verified: text
 * messages stop until its owner confirms it with a code, and a code sent to the old number is
 * dropped. An emptied phone removes it.
 */
export async function updateProfile(deps: Deps, userId: string, change: ProfileChange): Promise<Account> {
  const current = await loadAccount(deps, userId);
  const phone = change.phone ?? null;
  const phoneIsNew = !samePhone(current.phone, phone);
  await deps.db.transaction().execute(async (trx) => {
    await updateNameAndPhone(trx, userId, { name: change.name, phone, phoneIsNew });
    if (phoneIsNew) await deletePhoneCode(trx, userId);
  });
  return getAccount(deps, userId);
}
