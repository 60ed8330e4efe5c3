import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useChangePassword } from '@marketplace/account-ui';
import { useSession } from '@marketplace/session';
import { PasswordStrengthMeter } from '@marketplace/account-ui/password-strength-meter';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';

/** Change the password from anywhere on the site; other sessions of the account end. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const changePassword = useChangePassword();
  const { toast } = useToast();
  const { user } = useSession();
  const strengthId = useId();
  const { register, handleSubmit, setError, formState, reset, control } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      size="md"
      title="Change your password"
      description="You stay logged in here; other devices are logged out."
      formLabel="Change your password"
      submitLabel="Change password"
      errorTitle="Password not changed"
      onSubmit={handleSubmit(async (change) => {
        await changePassword.mutateAsync(change);
        close(false);
        toast({ title: 'Password changed', description: 'You were logged out everywhere else.', tone: 'success' });
      })}
      onError={(error) => applyServerErrors(error, ['currentPassword', 'newPassword'], setError)}
    >
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
    </FormDialog>
  );
}
