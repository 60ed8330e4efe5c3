import { StrengthMeter, type StrengthTone } from '@marketplace/shared-ui/strength-meter';
import { usePasswordStrength } from './use-password-strength';

const words = ['Very weak', 'Weak', 'Not strong enough', 'Strong', 'Very strong'] as const;

export interface PasswordStrengthMeterProps {
  password: string;
  /** What the person entered about themselves: a password made of it is weak. */
  email?: string | undefined;
  name?: string | undefined;
  /** Give the password field `aria-describedby={id}`. */
  id: string;
}

/** How hard the typed password is to guess, and what would make it stronger, while typing. */
export function PasswordStrengthMeter({ password, email, name, id }: PasswordStrengthMeterProps) {
  const strength = usePasswordStrength(password, { email, name });
  if (!strength) return <div id={id} />;
  const tone: StrengthTone = strength.acceptable ? 'success' : strength.score <= 1 ? 'danger' : 'warning';
  const hints = [strength.warning, ...strength.suggestions].filter((hint): hint is string => Boolean(hint));
  return <StrengthMeter id={id} label="Password strength" value={strength.score} max={4} valueText={words[strength.score]} tone={tone} hints={hints} />;
}
