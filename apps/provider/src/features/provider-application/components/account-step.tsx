import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePendingSignup } from '@marketplace/account-ui';
import { LogInForm, SignupCodeStep, SignupDetailsForm } from '@marketplace/account-ui/verification';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions } from '@marketplace/shared-ui/form-layout';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';

/**
 * Step 1 for a visitor: log in, or create an account right here (its email confirmed with the
 * emailed code). Once the session exists, the application form takes this step's place.
 */
export function AccountStep() {
  const intl = useIntl();
  const pending = usePendingSignup();
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  if (pending) return <SignupCodeStep pending={pending} onVerified={() => undefined} onUseDifferentEmail={() => setMode('new')} />;
  return (
    <div>
      <RadioGroup
        label={intl.formatMessage({ id: 'provider.apply.account.question', defaultMessage: 'Do you have a Handyhub account?' })}
        hint={intl.formatMessage({ id: 'provider.apply.account.hint', defaultMessage: 'Your application is saved on your account, so you can finish it later.' })}
        value={mode}
        onValueChange={(value) => setMode(value === 'existing' ? 'existing' : 'new')}
        options={[
          {
            value: 'new',
            label: intl.formatMessage({ id: 'provider.apply.account.new', defaultMessage: 'No, create one' }),
            description: intl.formatMessage({ id: 'provider.apply.account.new-text', defaultMessage: 'We email you a code to confirm your address.' }),
          },
          {
            value: 'existing',
            label: intl.formatMessage({ id: 'provider.apply.account.existing', defaultMessage: 'Yes, let me log in' }),
            description: intl.formatMessage({ id: 'provider.apply.account.existing-text', defaultMessage: 'Use the account you book with.' }),
          },
        ]}
      />
      {mode === 'new' ? (
        <SignupDetailsForm initial={null} submitLabel={intl.formatMessage({ id: 'provider.apply.account.create', defaultMessage: 'Create account' })} />
      ) : (
        <LogInForm
          onLoggedIn={() => undefined}
          renderActions={(busy) => (
            <FormActions>
              <Button type="submit" loading={busy}>
                <FormattedMessage id="provider.apply.account.log-in" defaultMessage="Log in" />
              </Button>
            </FormActions>
          )}
        />
      )}
    </div>
  );
}
