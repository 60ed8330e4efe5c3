import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useId, useState, type ComponentType, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { signupRequestSchema, type SignupRequest } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useSignUp, type PendingSignup } from '@marketplace/account-ui';
import { PasswordStrengthMeter } from '@marketplace/account-ui/password-strength-meter';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';

export interface SignupDetailsFormProps {
  /** What was typed before "Use a different email" (the password is never kept). */
  initial: PendingSignup['details'] | null;
  /** Wraps the fields (the shell's prerendered pages disable them until hydrated). */
  Fields?: ComponentType<{ children: ReactNode }>;
  submitLabel?: string;
}

/**
 * A sign-up's first half: name, email, password, optional phone. Once sent, the pending sign-up
 * is stored and the caller shows `SignupCodeStep` in its place (the shell's /login, the
 * provider application's account step).
 */
export function SignupDetailsForm({ initial, Fields = Fragment, submitLabel }: SignupDetailsFormProps) {
  const intl = useIntl();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const strengthId = useId();
  const { register, handleSubmit, setError, formState, control } = useForm<SignupRequest>({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: { name: initial?.name ?? '', email: initial?.email ?? '', password: '', phone: initial?.phone ?? '' },
  });
  const { errors } = formState;
  const [name, email, password] = useWatch({ control, name: ['name', 'email', 'password'] });

  const onSubmit = handleSubmit(async (account) => {
    setFormError(null);
    try {
      await signUp.mutateAsync(account); // the code step takes the form's place
    } catch (error) {
      setFormError(applyServerErrors(error, ['name', 'email', 'password', 'phone'], setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'account-ui.signup.form', defaultMessage: 'Create an account' })}>
      <Fields>
        <FormLayout>
          {formError && (
            <Alert tone="danger" title={intl.formatMessage({ id: 'account-ui.signup.failed', defaultMessage: 'Account not created' })}>
              {formError}
            </Alert>
          )}
          <TextField label={intl.formatMessage({ id: 'account-ui.signup.name', defaultMessage: 'Full name' })} autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField label={intl.formatMessage({ id: 'account-ui.signup.email', defaultMessage: 'Email' })} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField
            label={intl.formatMessage({ id: 'account-ui.signup.password', defaultMessage: 'Password' })}
            type="password"
            autoComplete="new-password"
            hint={intl.formatMessage({ id: 'account-ui.signup.password-hint', defaultMessage: 'At least 12 characters and hard to guess: a few uncommon words work well.' })}
            error={errors.password?.message}
            aria-describedby={strengthId}
            {...register('password')}
          />
          <PasswordStrengthMeter id={strengthId} password={password} email={email} name={name} />
          <TextField
            label={intl.formatMessage({ id: 'account-ui.signup.phone', defaultMessage: 'Phone (optional)' })}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message} {...register('phone')} />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            {submitLabel ?? intl.formatMessage({ id: 'account-ui.signup.submit', defaultMessage: 'Create account' })}
          </Button>
        </FormLayout>
      </Fields>
    </form>
  );
}
