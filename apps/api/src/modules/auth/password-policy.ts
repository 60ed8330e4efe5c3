import { passwordSchema } from '@marketplace/contracts';
import { estimatePasswordStrength, type PersonalDetails, weakPasswordMessages } from '@marketplace/password-strength';
import { AppError } from '../../http/app-error';
import { authMessages as m } from './auth-messages';

/**
 * 400 with a field error saying what is wrong, for a new password that is too short (the
 * contracts' rule: at least 12 characters) or common or easily guessed (zxcvbn). Endpoints
 * check the length in their body schema already; this also guards callers without one
 * (create-admin). The field error is worded in the request's language (docs/languages.md).
 */
export function assertStrongPassword(field: string, password: string, details: PersonalDetails): void {
  const shape = passwordSchema.safeParse(password);
  if (!shape.success) throw AppError.validation({ [field]: shape.error.issues.map((issue) => issue.message) }, m.chooseLongerPassword);
  const strength = estimatePasswordStrength(password, details);
  if (!strength.acceptable) {
    // What is wrong and what to do, in zxcvbn's words as our catalogue has them (password-strength's messages).
    const { why, how } = weakPasswordMessages(strength);
    throw AppError.validation({ [field]: [{ ...m.weakPassword, values: { why: [why], how: [how] } }] }, m.chooseHarderPassword);
  }
}
