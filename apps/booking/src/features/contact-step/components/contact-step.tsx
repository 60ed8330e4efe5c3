import { useState, type ReactNode } from 'react';
import { useSession } from '@marketplace/session';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { ContactForm } from './contact-form';
import { LogInForm } from './log-in-form';
import { NewCustomerForm } from './new-customer-form';
import styles from './contact-step.module.css';

export interface ContactStepProps {
  /** Next's label varies with what it does here ("Log in", "Create account and continue"…). */
  renderActions: (pending: boolean, nextLabel?: string) => ReactNode;
  serverErrors?: Record<string, string[]>;
  onDone: () => void;
}

/**
 * Step 4: who to contact. A visitor creates an account or logs in right here (the draft is in
 * localStorage, so it is untouched); a logged-in customer confirms the prefilled details.
 */
export function ContactStep({ renderActions, serverErrors, onDone }: ContactStepProps) {
  const session = useSession();
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [justLoggedIn, setJustLoggedIn] = useState(false);

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
        <NewCustomerForm renderActions={(pending) => renderActions(pending, 'Create account and continue')} onDone={onDone} />
      ) : (
        <LogInForm renderActions={(pending) => renderActions(pending, 'Log in')} onLoggedIn={() => setJustLoggedIn(true)} />
      )}
    </div>
  );
}
