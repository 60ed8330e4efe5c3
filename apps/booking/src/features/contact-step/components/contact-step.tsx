import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePendingSignup } from '@marketplace/account-ui';
import { useSession } from '@marketplace/session';
import { LogInForm, SignupCodeStep } from '@marketplace/account-ui/verification';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { ContactForm } from './contact-form';
import { NewCustomerForm } from './new-customer-form';
import styles from './contact-step.module.css';

export interface ContactStepProps {
  /** Next's label varies with what it does here ("Log in", "Create account and continue"…). */
  renderActions: (pending: boolean, nextLabel?: ReactNode) => ReactNode;
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
  const intl = useIntl();
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
        renderSubmit={(pending) => renderActions(pending, <FormattedMessage id="booking.contact.confirm-continue" defaultMessage="Confirm and continue" />)}
        onVerified={onDone}
        onUseDifferentEmail={() => setMode('new')}
      />
    );
  }
  return (
    <div className={styles.step}>
      <RadioGroup
        label={intl.formatMessage({ id: 'booking.contact.has-account', defaultMessage: 'Do you have a Handyhub account?' })}
        hint={intl.formatMessage({ id: 'booking.contact.has-account-hint', defaultMessage: 'You need one to book: it is where you follow, change or cancel the job.' })}
        value={mode}
        onValueChange={(value) => setMode(value === 'existing' ? 'existing' : 'new')}
        options={[
          {
            value: 'new',
            label: intl.formatMessage({ id: 'booking.contact.new', defaultMessage: 'No, I’m new here' }),
            description: intl.formatMessage({ id: 'booking.contact.new-description', defaultMessage: 'We create your account with the details below.' }),
          },
          {
            value: 'existing',
            label: intl.formatMessage({ id: 'booking.contact.existing', defaultMessage: 'Yes, let me log in' }),
            description: intl.formatMessage({ id: 'booking.contact.existing-description', defaultMessage: 'Your booking so far is kept.' }),
          },
        ]}
      />
      {mode === 'new' ? (
        <NewCustomerForm renderActions={(pending) => renderActions(pending, <FormattedMessage id="booking.contact.create-continue" defaultMessage="Create account and continue" />)} />
      ) : (
        <LogInForm renderActions={(pending) => renderActions(pending, <FormattedMessage id="booking.contact.log-in" defaultMessage="Log in" />)} onLoggedIn={() => setJustLoggedIn(true)} />
      )}
    </div>
  );
}
