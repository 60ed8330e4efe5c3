import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useState, type ComponentType, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { loginRequestSchema, type LoginRequest } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useLogIn } from '@marketplace/account-ui';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import styles from './verification.module.css';

const fields = ['email', 'password'] as const;

export interface LogInFormProps {
  /** Logged in (the session query already says who): the page navigates, or its flow goes on. */
  onLoggedIn: () => void;
  /** The submit button, drawn by the page (the booking step's footer); a full-width "Log in" otherwise. */
  renderActions?: (pending: boolean) => ReactNode;
  /** Wraps the fields and buttons (the shell's prerendered /login disables them until hydrated). */
  Fields?: ComponentType<{ children: ReactNode }>;
}

/**
 * The one log-in form: the shell's /login, and in place as a flow's step (the booking's contact
 * step, the provider application's account step). The API's refusal (wrong password, too many
 * attempts) shows above the fields and what was typed stays.
 */
export function LogInForm({ onLoggedIn, renderActions, Fields = Fragment }: LogInFormProps) {
  const intl = useIntl();
  const logIn = useLogIn();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, control } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  // Carried to /forgot-password in the navigation's state, never in the address (logs keep those).
  const email = useWatch({ control, name: 'email' });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (credentials) => {
    setFormError(null);
    try {
      await logIn.mutateAsync(credentials);
      onLoggedIn();
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'account-ui.log-in.form', defaultMessage: 'Log in' })}>
      <Fields>
        <FormLayout>
          {formError && (
            <Alert tone="danger" title={intl.formatMessage({ id: 'account-ui.log-in.failed', defaultMessage: 'Not logged in' })}>
              {formError}
            </Alert>
          )}
          <TextField
            label={intl.formatMessage({ id: 'account-ui.log-in.email', defaultMessage: 'Email' })}
            type="email"
            autoComplete="username"
            required error={errors.email?.message} {...register('email')} />
          <TextField
            label={intl.formatMessage({ id: 'account-ui.log-in.password', defaultMessage: 'Password' })}
            type="password"
            autoComplete="current-password"
            required error={errors.password?.message} {...register('password')} />
          <p className={styles.aside}>
            <Link to="/forgot-password" state={{ email }}>
              <FormattedMessage id="account-ui.log-in.forgot-password" defaultMessage="Forgot your password?" />
            </Link>
          </p>
          {!renderActions && (
            <Button type="submit" loading={formState.isSubmitting} fullWidth>
              <FormattedMessage id="account-ui.log-in.submit" defaultMessage="Log in" />
            </Button>
          )}
        </FormLayout>
        {renderActions?.(formState.isSubmitting)}
      </Fields>
    </form>
  );
}
