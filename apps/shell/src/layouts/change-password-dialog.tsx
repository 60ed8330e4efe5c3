import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useChangePassword } from '@marketplace/account-ui';
import { useSession } from '@marketplace/session';
import { PasswordStrengthMeter } from '@marketplace/account-ui/password-strength-meter';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';

/** Change the password from anywhere on the site; other sessions of the account end. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const changePassword = useChangePassword();
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { user } = useSession();
  const strengthId = useId();
  const { register, handleSubmit, setError, formState, reset, control } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const close = (next: boolean) => {
    if (!next) {
      reset();
      setFormError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async (change) => {
    setFormError(null);
    try {
      await changePassword.mutateAsync(change);
      close(false);
      toast({ title: 'Password changed', description: 'You were logged out everywhere else.', tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, ['currentPassword', 'newPassword'], setError));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close} title="Change your password" description="You stay logged in here; other devices are logged out.">
      <form onSubmit={onSubmit} noValidate aria-label="Change your password">
        <FormLayout>
          {formError && (
            <Alert tone="danger" title="Password not changed">
              {formError}
            </Alert>
          )}
          <TextField label="Current password" type="password" autoComplete="current-password" error={formState.errors.currentPassword?.message} {...register('currentPassword')} />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 12 characters and hard to guess: a few uncommon words work well."
            error={formState.errors.newPassword?.message}
            aria-describedby={strengthId}
            {...register('newPassword')}
          />
          <PasswordStrengthMeter id={strengthId} password={newPassword} email={user?.email} name={user?.name} />
          <FormActions>
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Change password
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    </Dialog>
  );
}
