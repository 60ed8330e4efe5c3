import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { loginRequestSchema, type LoginRequest } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useLogIn } from '@marketplace/account-ui';
import { Alert } from '@marketplace/shared-ui/alert';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';

const fields = ['email', 'password'] as const;

/** Logged out with an account: log in in place (a flow's step: the booking's contact, the provider application's account), and the flow goes on. */
export function LogInForm({ renderActions, onLoggedIn }: { renderActions: (pending: boolean) => ReactNode; onLoggedIn: () => void }) {
  const logIn = useLogIn();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
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
    <form onSubmit={onSubmit} noValidate aria-label="Log in">
      <FormLayout>
        {formError && (
          <Alert tone="danger" title="You are not logged in">
            {formError}
          </Alert>
        )}
        <TextField label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
      </FormLayout>
      {renderActions(formState.isSubmitting)}
    </form>
  );
}
