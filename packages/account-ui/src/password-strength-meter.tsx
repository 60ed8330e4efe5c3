import { defineMessages, useIntl } from 'react-intl';
import { StrengthMeter, type StrengthTone } from '@marketplace/shared-ui/strength-meter';
import { usePasswordStrength } from './use-password-strength';

const words = defineMessages({
  0: { id: 'account-ui.password-strength.very-weak', defaultMessage: 'Very weak' },
  1: { id: 'account-ui.password-strength.weak', defaultMessage: 'Weak' },
  2: { id: 'account-ui.password-strength.not-strong-enough', defaultMessage: 'Not strong enough' },
  3: { id: 'account-ui.password-strength.strong', defaultMessage: 'Strong' },
  4: { id: 'account-ui.password-strength.very-strong', defaultMessage: 'Very strong' },
});

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
  const intl = useIntl();
  const strength = usePasswordStrength(password, { email, name });
  if (!strength) return <div id={id} />;
  const tone: StrengthTone = strength.acceptable ? 'success' : strength.score <= 1 ? 'danger' : 'warning';
  const hints = [strength.warning, ...strength.suggestions].filter((hint): hint is string => Boolean(hint));
  return (
    <StrengthMeter
      id={id}
      label={intl.formatMessage({ id: 'account-ui.password-strength.label', defaultMessage: 'Password strength' })}
      value={strength.score}
      max={4}
      valueText={intl.formatMessage(words[strength.score])}
      tone={tone}
      hints={hints}
    />
  );
}
