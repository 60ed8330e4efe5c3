import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
  useDocumentTitle('Forgot your password?');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section className={styles.page} aria-labelledby="forgot-title" data-page="forgot-password">
      <h1 id="forgot-title">Forgot your password?</h1>
      <Card>{sentTo === null ? <ResetRequestForm onSent={setSentTo} /> : <LinkSent email={sentTo} />}</Card>
    </section>
  );
}

function ResetRequestForm({ onSent }: { onSent: (email: string) => void }) {
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
    <form onSubmit={onSubmit} noValidate aria-label="Ask for a reset link">
      <HydratedFields>
        <FormLayout>
          <p className={styles.lead}>Enter the email address of your account. We will email you a link to choose a new password.</p>
          {formError && (
            <Alert tone="danger" title="No link sent">
              {formError}
            </Alert>
          )}
          <TextField label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            Send me a link
          </Button>
          <p className={styles.aside}>
            <Link to="/login">Back to log in</Link>
          </p>
        </FormLayout>
      </HydratedFields>
    </form>
  );
}

function LinkSent({ email }: { email: string }) {
  return (
    <FocusedMessage>
      <Alert tone="success" title="Check your email">
        If an account exists for <strong {...personalDataProps}>{email}</strong>, we’ve sent a link to reset its password. It works for 1 hour.
      </Alert>
      <p className={styles.switch}>
        <Link to="/login">Back to log in</Link>
      </p>
    </FocusedMessage>
  );
}
