import type { Account } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { applyEmailChange, checkCode, fieldProblem } from '../auth';
import type { AuthContext } from '../access';
import { getAccount } from './account-view';
import { openEmailChangeOf } from './email-change.repository';
import { accountMessages as m } from './account-messages';

/** The code sent to the new address, typed on the account page: 5 tries, 15 minutes, then applied. */
export async function confirmEmailChange(deps: Deps, auth: AuthContext, input: { code: string; address: string }): Promise<Account> {
  const row = await openEmailChangeOf(deps.db, auth.user.id);
  if (!row) throw fieldProblem('code', m.noEmailWaiting);
  await checkCode(deps, row, input.code);
  await applyEmailChange(deps, row, { address: input.address, field: 'code' });
  return getAccount(deps, auth.user.id);
}
