import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { deleteAccountRequestSchema, type DeleteAccountRequest, type DeletionCheck } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { queryKeys } from '@marketplace/api-client';
import { useDeleteAccount } from '@marketplace/account-ui';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';

/** What deleting does, each in its own sentence, then that it is final. */
const what = (intl: IntlShape, { jobsToCancel, jobsToReassign }: DeletionCheck) =>
  [
    jobsToCancel.length > 0 &&
      intl.formatMessage(
        {
          id: 'shell.account.delete.dialog.cancelled',
          defaultMessage: '{count, plural, one {# upcoming job is} other {# upcoming jobs are}} cancelled with the fees shown.',
        },
        { count: jobsToCancel.length },
      ),
    jobsToReassign.length > 0 &&
      intl.formatMessage(
        {
          id: 'shell.account.delete.dialog.handed-back',
          defaultMessage: '{count, plural, one {# job you were to do goes} other {# jobs you were to do go}} back to the market.',
        },
        { count: jobsToReassign.length },
      ),
    intl.formatMessage({ id: 'shell.account.delete.dialog.erased', defaultMessage: 'Your personal data is erased.' }),
    intl.formatMessage({ id: 'shell.account.delete.dialog.final', defaultMessage: 'This cannot be undone.' }),
  ]
    .filter(Boolean)
    .join(' ');

/** The last step: the password, then the account is gone and nobody is logged in here. */
export interface DeleteAccountDialogProps {
  check: DeletionCheck;
  onOpenChange: (open: boolean) => void;
  /** The account is gone: the page leaves before the session says nobody is logged in. */
  onDeleted: () => void;
}

export function DeleteAccountDialog({ check, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const remove = useDeleteAccount({
    onDeleted: () => {
      onDeleted();
      toast({
        title: intl.formatMessage({ id: 'shell.account.delete.done', defaultMessage: 'Your account was deleted' }),
        description: intl.formatMessage({ id: 'shell.account.delete.done-text', defaultMessage: 'We emailed you a confirmation. Thank you for using Handyhub.' }),
        tone: 'success',
      });
    },
  });
  const { register, handleSubmit, setError, formState } = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { currentPassword: '' },
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="md"
      title={intl.formatMessage({ id: 'shell.account.delete.dialog.title', defaultMessage: 'Delete your account?' })}
      description={what(intl, check)}
      formLabel={intl.formatMessage({ id: 'shell.account.delete.dialog.form', defaultMessage: 'Delete your account' })}
      submitLabel={intl.formatMessage({ id: 'shell.account.delete.dialog.submit', defaultMessage: 'Delete my account' })}
      submitVariant="danger"
      errorTitle={intl.formatMessage({ id: 'shell.account.delete.dialog.failed', defaultMessage: 'Your account was not deleted' })}
      onSubmit={handleSubmit((confirmation) => remove.mutateAsync(confirmation))}
      onError={(error) => {
        // Something changed since the check (a job started): show the new answer behind the dialog.
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.account.deletion() });
        return applyServerErrors(error, ['currentPassword'], setError);
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'shell.account.delete.dialog.password', defaultMessage: 'Your password' })}
        type="password"
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message} {...register('currentPassword')} />
    </FormDialog>
  );
}
