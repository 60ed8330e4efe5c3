import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { countTry, type VerificationRow } from './email-verifications.repository';
import { codeMatches } from './one-time-secrets';
import { judgeCode } from './verification-rules';
import { authMessages as m } from './auth-messages';
import type { ErrorText } from '../../http/error-messages/localized';

export const USED_CODE = m.codeUsed;

/** A 400 on one field whose message is also the error's message (the page shows either). */
export const fieldProblem = (field: string, problem: ErrorText) => AppError.validation({ [field]: [problem] }, problem);

/**
 * Checks a typed code against its row, counting the try first (so the 6th try is refused even
 * when right); throws the `code` field's error, else returns and the code may be used.
 */
export async function checkCode(deps: Deps, row: VerificationRow, code: string): Promise<void> {
  const tries = await countTry(deps.db, row.id);
  if (tries === null) throw fieldProblem('code', USED_CODE);
  const problem = judgeCode({ tries, expiresAt: row.expires_at, now: deps.now(), matches: codeMatches(row.token_hash, code, row.code_hash) });
  if (problem) throw fieldProblem('code', problem);
}
