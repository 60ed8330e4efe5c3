import { useState } from 'react';
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
  const pending = usePendingSignup();
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  if (pending) return <SignupCodeStep pending={pending} onVerified={() => undefined} onUseDifferentEmail={() => setMode('new')} />;
  return (
    <div>
      <RadioGroup
        label="Do you have a Handyhub account?"
        hint="Your application is saved on your account, so you can finish it later."
        value={mode}
        onValueChange={(value) => setMode(value === 'existing' ? 'existing' : 'new')}
        options={[
          { value: 'new', label: 'No, create one', description: 'We email you a code to confirm your address.' },
          { value: 'existing', label: 'Yes, let me log in', description: 'Use the account you book with.' },
        ]}
      />
      {mode === 'new' ? (
        <SignupDetailsForm initial={null} submitLabel="Create account" />
      ) : (
        <LogInForm
          onLoggedIn={() => undefined}
          renderActions={(busy) => (
            <FormActions>
              <Button type="submit" loading={busy}>
                Log in
              </Button>
            </FormActions>
          )}
        />
      )}
    </div>
  );
}
