import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { signupRequestSchema, type SignupRequest } from '@marketplace/contracts';
import { applyServerErrors, usePendingSignup, useSignUp, type PendingSignup } from '@marketplace/session';
import { PasswordStrengthMeter } from '@marketplace/session/password-strength-meter';
import { SignupCodeStep } from '@marketplace/session/verification';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { HydratedFields } from '../../app/hydrated-fields';
import { TextField } from '@marketplace/shared-ui/text-field';

type Details = PendingSignup['details'];

/**
 * Creating an account: the details, then (in place) the code emailed to the address. A reload
 * while the code is awaited comes back to the code step (the sign-up waits in this tab).
 */
export function SignupForm({ next }: { next: string }) {
  const navigate = useNavigate();
  const pending = usePendingSignup();
  const [typed, setTyped] = useState<Details | null>(null);
  if (pending) {
    return <SignupCodeStep pending={pending} onVerified={() => navigate(next, { replace: true })} onUseDifferentEmail={setTyped} />;
  }
  return <SignupDetailsForm initial={typed} />;
}

function SignupDetailsForm({ initial }: { initial: Details | null }) {
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
    <form onSubmit={onSubmit} noValidate aria-label="Create an account">
      <HydratedFields>
        <FormLayout>
          {formError && (
            <Alert tone="danger" title="Account not created">
              {formError}
            </Alert>
          )}
          <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 12 characters and hard to guess: a few uncommon words work well."
            error={errors.password?.message}
            aria-describedby={strengthId}
            {...register('password')}
          />
          <PasswordStrengthMeter id={strengthId} password={password} email={email} name={name} />
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            Create account
          </Button>
        </FormLayout>
      </HydratedFields>
    </form>
  );
}
