import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { passwordResetConfirmSchema } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useConfirmPasswordReset } from '@marketplace/account-ui';
import { PasswordStrengthMeter } from '@marketplace/account-ui/password-strength-meter';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { HydratedFields } from '../../app/hydrated-fields';
import { z } from '@marketplace/contracts/zod';

/** The form's one field: the token comes from the link, not from the person. */
const newPasswordSchema = z.pick(passwordResetConfirmSchema, { password: true });

interface Problem {
  message: string;
  /** The link was refused (used, expired, not ours): only a new one helps. */
  linkRefused: boolean;
}

const linkRefused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

export function NewPasswordForm({ token, onChanged, askAgain }: { token: string; onChanged: () => void; askAgain: ReactNode }) {
  const intl = useIntl();
  const confirm = useConfirmPasswordReset();
  const [problem, setProblem] = useState<Problem | null>(null);
  const strengthId = useId();
  const { register, handleSubmit, setError, formState, control } = useForm<{ password: string }>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ password: chosen }) => {
    setProblem(null);
    try {
      await confirm.mutateAsync({ token, password: chosen });
      onChanged();
    } catch (error) {
      const message = applyServerErrors(error, ['password'], setError);
      if (message) setProblem({ message, linkRefused: linkRefused(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'shell.page.reset-password.title', defaultMessage: 'Choose a new password' })}>
      <HydratedFields>
        <FormLayout>
          {problem && (
            <Alert
              tone="danger"
              title={
                problem.linkRefused
                  ? intl.formatMessage({ id: 'shell.reset-password.link-refused', defaultMessage: 'This link no longer works' })
                  : intl.formatMessage({ id: 'shell.reset-password.not-changed', defaultMessage: 'Password not changed' })
              }
              action={problem.linkRefused ? askAgain : undefined}
            >
              {problem.message}
            </Alert>
          )}
          <TextField
            label={intl.formatMessage({ id: 'shell.reset-password.new-password', defaultMessage: 'New password' })}
            type="password"
            autoComplete="new-password"
            hint={intl.formatMessage({ id: 'shell.reset-password.hint', defaultMessage: 'At least 12 characters and hard to guess: a few uncommon words work well.' })}
            error={formState.errors.password?.message}
            aria-describedby={strengthId}
            {...register('password')}
          />
          <PasswordStrengthMeter id={strengthId} password={password} />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            <FormattedMessage id="shell.reset-password.submit" defaultMessage="Change password" />
          </Button>
        </FormLayout>
      </HydratedFields>
    </form>
  );
}
