import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { loginRequestSchema, type LoginRequest } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useLogIn } from '@marketplace/account-ui';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { HydratedFields } from '../../app/hydrated-fields';
import { TextField } from '@marketplace/shared-ui/text-field';
import styles from './auth-page.module.css';

export function LoginForm({ next }: { next: string }) {
  const navigate = useNavigate();
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
      navigate(next, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, ['email', 'password'], setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Log in">
      <HydratedFields>
        <FormLayout>
          {formError && (
            <Alert tone="danger" title="Not logged in">
              {formError}
            </Alert>
          )}
          <TextField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <p className={styles.aside}>
            <Link to="/forgot-password" state={{ email }}>
              Forgot your password?
            </Link>
          </p>
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            Log in
          </Button>
        </FormLayout>
      </HydratedFields>
    </form>
  );
}
