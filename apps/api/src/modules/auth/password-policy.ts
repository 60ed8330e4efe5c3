import { estimatePasswordStrength, type PersonalDetails, weakPasswordMessage } from '@marketplace/password-strength';
import { AppError } from '../../http/app-error';

/** 400 with a field error saying what is wrong, for a common or easily guessed password. */
export function assertStrongPassword(field: string, password: string, details: PersonalDetails): void {
  const strength = estimatePasswordStrength(password, details);
  if (!strength.acceptable) throw AppError.validation({ [field]: [weakPasswordMessage(strength)] }, 'Choose a password that is harder to guess.');
}
