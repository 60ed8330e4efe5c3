import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { passwordResetRequestSchema } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useRequestPasswordReset } from '@marketplace/account-ui';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { FocusedMessage } from '../../app/focused-message';
import { HydratedFields } from '../../app/hydrated-fields';
import styles from '../auth/auth-page.module.css';

/** The email typed on the login form comes along in the navigation's state. */
const typedEmail = (state: unknown) => {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.slice(0, 254) : '';
};

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not the address
 * has an account (the API's too), so the page tells nobody who has one.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shell.page.forgot-password.title', defaultMessage: 'Forgot your password?' });
  useDocumentTitle(title);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section className={styles.page} aria-labelledby="forgot-title" data-page="forgot-password">
      <h1 id="forgot-title">{title}</h1>
      <Card>{sentTo === null ? <ResetRequestForm onSent={setSentTo} /> : <LinkSent email={sentTo} />}</Card>
    </section>
  );
}

function ResetRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const intl = useIntl();
  const { state } = useLocation();
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ email: string }>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: typedEmail(state) },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await request.mutateAsync(email);
      onSent(email);
    } catch (error) {
      setFormError(applyServerErrors(error, ['email'], setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'shell.forgot-password.form', defaultMessage: 'Ask for a reset link' })}>
      <HydratedFields>
        <FormLayout>
          <p className={styles.lead}>
            <FormattedMessage
              id="shell.forgot-password.lead"
              defaultMessage="Enter the email address of your account. We will email you a link to choose a new password."
            />
          </p>
          {formError && (
            <Alert tone="danger" title={intl.formatMessage({ id: 'shell.forgot-password.failed', defaultMessage: 'No link sent' })}>
              {formError}
            </Alert>
          )}
          <TextField
            label={intl.formatMessage({ id: 'shell.forgot-password.email', defaultMessage: 'Email' })}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message} {...register('email')} />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            <FormattedMessage id="shell.forgot-password.submit" defaultMessage="Send me a link" />
          </Button>
          <p className={styles.aside}>
            <Link to="/login">
              <FormattedMessage id="shell.forgot-password.back" defaultMessage="Back to log in" />
            </Link>
          </p>
        </FormLayout>
      </HydratedFields>
    </form>
  );
}

function LinkSent({ email }: { email: string }) {
  const intl = useIntl();
  return (
    <FocusedMessage>
      <Alert tone="success" title={intl.formatMessage({ id: 'shell.forgot-password.sent-title', defaultMessage: 'Check your email' })}>
        <FormattedMessage
          id="shell.forgot-password.sent"
          defaultMessage="If an account exists for <account>{email}</account>, we’ve sent a link to reset its password. It works for 1 hour."
          values={{
            email,
            account: (chunks) => (
              <strong {...personalDataProps} translate="no">
                {chunks}
              </strong>
            ),
          }}
        />
      </Alert>
      <p className={styles.switch}>
        <Link to="/login">
          <FormattedMessage id="shell.forgot-password.back" defaultMessage="Back to log in" />
        </Link>
      </p>
    </FocusedMessage>
  );
}
