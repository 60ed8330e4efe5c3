import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useChangePassword } from '@marketplace/account-ui';
import { useSession } from '@marketplace/session';
import { PasswordStrengthMeter } from '@marketplace/account-ui/password-strength-meter';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';

const text = defineMessages({
  title: { id: 'shell.change-password.title', defaultMessage: 'Change your password' },
  description: { id: 'shell.change-password.description', defaultMessage: 'You stay logged in here; other devices are logged out.' },
  submit: { id: 'shell.change-password.submit', defaultMessage: 'Change password' },
  failed: { id: 'shell.change-password.failed', defaultMessage: 'Password not changed' },
  changed: { id: 'shell.change-password.changed', defaultMessage: 'Password changed' },
  changedText: { id: 'shell.change-password.changed-text', defaultMessage: 'You were logged out everywhere else.' },
  current: { id: 'shell.change-password.current', defaultMessage: 'Current password' },
  new: { id: 'shell.change-password.new', defaultMessage: 'New password' },
  newHint: { id: 'shell.change-password.new-hint', defaultMessage: 'At least 12 characters and hard to guess: a few uncommon words work well.' },
});

/** Change the password from anywhere on the site; other sessions of the account end. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
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
      title={intl.formatMessage(text.title)}
      description={intl.formatMessage(text.description)}
      formLabel={intl.formatMessage(text.title)}
      submitLabel={intl.formatMessage(text.submit)}
      errorTitle={intl.formatMessage(text.failed)}
      onSubmit={handleSubmit(async (change) => {
        await changePassword.mutateAsync(change);
        close(false);
        toast({ title: intl.formatMessage(text.changed), description: intl.formatMessage(text.changedText), tone: 'success' });
      })}
      onError={(error) => applyServerErrors(error, ['currentPassword', 'newPassword'], setError)}
    >
      <TextField
        label={intl.formatMessage(text.current)}
        type="password"
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={intl.formatMessage(text.new)}
        type="password"
        autoComplete="new-password"
        hint={intl.formatMessage(text.newHint)}
        error={formState.errors.newPassword?.message}
        aria-describedby={strengthId}
        {...register('newPassword')}
      />
      <PasswordStrengthMeter id={strengthId} password={newPassword} email={user?.email} name={user?.name} />
    </FormDialog>
  );
}
