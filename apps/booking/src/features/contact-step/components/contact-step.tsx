import { useState, type ReactNode } from 'react';
import { usePendingSignup } from '@marketplace/account-ui';
import { useSession } from '@marketplace/session';
import { LogInForm, SignupCodeStep } from '@marketplace/account-ui/verification';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { ContactForm } from './contact-form';
import { NewCustomerForm } from './new-customer-form';
import styles from './contact-step.module.css';

export interface ContactStepProps {
  /** Next's label varies with what it does here ("Log in", "Create account and continue"…). */
  renderActions: (pending: boolean, nextLabel?: string) => ReactNode;
  serverErrors?: Record<string, string[]>;
  onDone: () => void;
}

/**
 * Step 4: who to contact. A visitor creates an account (confirming the email with the code it
 * receives) or logs in right here (the draft is in localStorage, so it is untouched); a
 * logged-in customer confirms the prefilled details. A sign-up waiting for its code survives a
 * reload (sessionStorage), and the contact details typed with it are in the draft already.
 */
export function ContactStep({ renderActions, serverErrors, onDone }: ContactStepProps) {
  const session = useSession();
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [justLoggedIn, setJustLoggedIn] = useState(false);
  const pendingSignup = usePendingSignup();

  if (session.status === 'authenticated') {
    return (
      <ContactForm
        key={session.user.id}
        user={session.user}
        justLoggedIn={justLoggedIn}
        serverErrors={serverErrors}
        renderActions={(pending) => renderActions(pending)}
        onDone={onDone}
      />
    );
  }
  if (pendingSignup) {
    return (
      <SignupCodeStep
        pending={pendingSignup}
        renderSubmit={(pending) => renderActions(pending, 'Confirm and continue')}
        onVerified={onDone}
        onUseDifferentEmail={() => setMode('new')}
      />
    );
  }
  return (
    <div className={styles.step}>
      <RadioGroup
        label="Do you have a Handyhub account?"
        hint="You need one to book: it is where you follow, change or cancel the job."
        value={mode}
        onValueChange={(value) => setMode(value === 'existing' ? 'existing' : 'new')}
        options={[
          { value: 'new', label: 'No, I’m new here', description: 'We create your account with the details below.' },
          { value: 'existing', label: 'Yes, let me log in', description: 'Your booking so far is kept.' },
        ]}
      />
      {mode === 'new' ? (
        <NewCustomerForm renderActions={(pending) => renderActions(pending, 'Create account and continue')} />
      ) : (
        <LogInForm renderActions={(pending) => renderActions(pending, 'Log in')} onLoggedIn={() => setJustLoggedIn(true)} />
      )}
    </div>
  );
}
