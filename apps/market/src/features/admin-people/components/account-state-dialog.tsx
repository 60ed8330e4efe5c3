import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminReasonSchema, adminUserLimits, type AdminUserDetail } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { useDisable, useEnable } from '../api/people-queries';
import styles from './people.module.css';

type ReasonForm = z.input<typeof adminReasonSchema>;

/** Disable (or enable again) with a reason that goes into the security log. Mount with a new `key` per opening. */
export function AccountStateDialog({ person, open, onOpenChange }: { person: AdminUserDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const formId = useId();
  const disabling = !person.disabledAt;
  const disable = useDisable(person.id);
  const enable = useEnable(person.id);
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ReasonForm, unknown, z.output<typeof adminReasonSchema>>({ resolver: zodResolver(adminReasonSchema), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await (disabling ? disable : enable).mutateAsync(values);
      toast({ title: disabling ? 'Account disabled' : 'Account enabled', tone: 'success' });
      onOpenChange(false);
    } catch (error) {
      setFormError(applyServerErrors(error, ['reason'], setError));
    }
  });
  const pending = formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={disabling ? `Disable ${person.name}’s account?` : `Enable ${person.name}’s account?`}
      description={
        disabling
          ? 'They are logged out everywhere at once and cannot log in; as a provider they are no longer offered. Nothing is deleted.'
          : 'They can log in again. Their provider profile is offered again where nothing else stops it.'
      }
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={disabling ? 'danger' : 'primary'} loading={pending}>
            {disabling ? 'Disable account' : 'Enable account'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate aria-label={disabling ? 'Disable the account' : 'Enable the account'} className={styles.page}>
        {formError && (
          <Alert tone="danger" title="Nothing was changed">
            {formError}
          </Alert>
        )}
        <TextArea label="Reason" hint="Recorded in the security log." required rows={3} maxLength={adminUserLimits.reason} error={formState.errors.reason?.message} {...register('reason')} />
      </form>
    </Dialog>
  );
}
