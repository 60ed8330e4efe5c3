import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { AppMessages } from '@marketplace/i18n';
import { passwordStrengthCatalogue } from '@marketplace/password-strength/messages';
import { StrengthMeter, type StrengthTone } from '@marketplace/shared-ui/strength-meter';
import { type RatedPassword, usePasswordStrength } from './use-password-strength';

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

/**
 * How hard the typed password is to guess, and what would make it stronger, while typing: the
 * hints in the page's language, by password-strength's catalogue (fetched with the estimator,
 * which brings their English).
 */
export function PasswordStrengthMeter({ password, email, name, id }: PasswordStrengthMeterProps) {
  const rated = usePasswordStrength(password, { email, name });
  if (!rated) return <div id={id} />;
  return (
    <Suspense fallback={<div id={id} />}>
      <AppMessages catalogues={[passwordStrengthCatalogue]}>
        <Meter rated={rated} id={id} />
      </AppMessages>
    </Suspense>
  );
}

function Meter({ rated: { strength, hints }, id }: { rated: RatedPassword; id: string }) {
  const intl = useIntl();
  const tone: StrengthTone = strength.acceptable ? 'success' : strength.score <= 1 ? 'danger' : 'warning';
  return (
    <StrengthMeter
      id={id}
      label={intl.formatMessage({ id: 'account-ui.password-strength.label', defaultMessage: 'Password strength' })}
      value={strength.score}
      max={4}
      valueText={intl.formatMessage(words[strength.score])}
      tone={tone}
      hints={hints(intl)}
    />
  );
}
