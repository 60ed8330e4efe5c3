import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { VERIFICATION_CODE_MINUTES } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { clearPendingSignup, useResendSignupCode, useVerifyEmail, type PendingSignup } from '@marketplace/account-ui';
import { Button } from '@marketplace/shared-ui/button';
import { CodeEntryForm } from './code-entry-form';
import { ResendCode } from './resend-code';
import styles from './verification.module.css';

export interface SignupCodeStepProps {
  pending: PendingSignup;
  /** The account exists and the person is logged in (the session query already says so). */
  onVerified: () => void;
  /** Back to the form, with what was typed but the password. */
  onUseDifferentEmail: (details: PendingSignup['details']) => void;
  /** The submit button, drawn by the page (the booking step's footer); a full-width one otherwise. */
  renderSubmit?: (pending: boolean) => ReactNode;
}

/**
 * A sign-up's second half, in place of its form: the code emailed to the address. The same
 * email's link works too (in any browser); "Send a new code" waits until the API allows it.
 */
export function SignupCodeStep({ pending, onVerified, onUseDifferentEmail, renderSubmit }: SignupCodeStepProps) {
  const intl = useIntl();
  const verify = useVerifyEmail();
  const resend = useResendSignupCode();
  const introId = useId();
  const { email } = pending.details;

  const submitCode = async (code: string) => {
    await verify.mutateAsync({ email, code });
    onVerified();
  };
  const backToForm = () => {
    clearPendingSignup();
    onUseDifferentEmail(pending.details);
  };

  return (
    <div className={styles.step}>
      <p id={introId} className={styles.intro}>
        <FormattedMessage
          id="account-ui.signup-code.intro"
          defaultMessage="We sent a 6-digit code to <to>{sentTo}</to>. Enter it to finish creating your account."
          values={{
            sentTo: pending.sentTo,
            to: (chunks) => (
              <strong {...personalDataProps} translate="no">
                {chunks}
              </strong>
            ),
          }}
        />
      </p>
      <CodeEntryForm
        title={intl.formatMessage({ id: 'account-ui.signup-code.title', defaultMessage: 'Confirm your email' })}
        descriptionId={introId}
        submitLabel={intl.formatMessage({ id: 'account-ui.signup-code.submit', defaultMessage: 'Confirm and create account' })}
        submitFullWidth
        hint={intl.formatMessage(
          {
            id: 'account-ui.signup-code.hint',
            defaultMessage: 'It works for {minutes, plural, one {# minute} other {# minutes}}. The link in the same email works too.',
          },
          { minutes: VERIFICATION_CODE_MINUTES },
        )}
        onSubmitCode={submitCode}
        renderSubmit={renderSubmit}
      >
        <ResendCode resendAfter={pending.resendAfter} sentTo={pending.sentTo} onResend={() => resend.mutateAsync(email)}>
          <Button type="button" variant="ghost" size="sm" onClick={backToForm}>
            <FormattedMessage id="account-ui.signup-code.different-email" defaultMessage="Use a different email" />
          </Button>
        </ResendCode>
      </CodeEntryForm>
    </div>
  );
}
