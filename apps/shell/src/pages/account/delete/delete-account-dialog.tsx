import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { deleteAccountRequestSchema, type DeleteAccountRequest, type DeletionCheck } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { queryKeys } from '@marketplace/api-client';
import { useDeleteAccount } from '@marketplace/account-ui';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { plural } from '@marketplace/shared-ui/plural';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';

const what = ({ jobsToCancel, jobsToReassign }: DeletionCheck) =>
  [
    jobsToCancel.length > 0 && `${plural(jobsToCancel.length, { one: 'upcoming job is', other: 'upcoming jobs are' })} cancelled with the fees shown.`,
    jobsToReassign.length > 0 && `${plural(jobsToReassign.length, { one: 'job you were to do goes', other: 'jobs you were to do go' })} back to the market.`,
    'Your personal data is erased.',
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
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const remove = useDeleteAccount({
    onDeleted: () => {
      onDeleted();
      toast({ title: 'Your account was deleted', description: 'We emailed you a confirmation. Thank you for using Handyhub.', tone: 'success' });
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
      title="Delete your account?"
      description={`${what(check)} This cannot be undone.`}
      formLabel="Delete your account"
      submitLabel="Delete my account"
      submitVariant="danger"
      errorTitle="Your account was not deleted"
      onSubmit={handleSubmit((confirmation) => remove.mutateAsync(confirmation))}
      onError={(error) => {
        // Something changed since the check (a job started): show the new answer behind the dialog.
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.account.deletion() });
        return applyServerErrors(error, ['currentPassword'], setError);
      }}
    >
      <TextField label="Your password" type="password" autoComplete="current-password" error={formState.errors.currentPassword?.message} {...register('currentPassword')} />
    </FormDialog>
  );
}
