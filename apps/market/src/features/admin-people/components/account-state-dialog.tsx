import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from '@marketplace/contracts/zod';
import { adminReasonSchema, adminUserLimits, type AdminUserDetail } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { useDisable, useEnable } from '../api/people-queries';

type ReasonForm = z.input<typeof adminReasonSchema>;

/** Disable (or enable again) with a reason that goes into the security log. Mount with a new `key` per opening. */
export function AccountStateDialog({ person, open, onOpenChange }: { person: AdminUserDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const disabling = !person.disabledAt;
  const disable = useDisable(person.id);
  const enable = useEnable(person.id);
  const { toast } = useToast();
  const { register, handleSubmit, setError, formState } = useForm<ReasonForm, unknown, z.output<typeof adminReasonSchema>>({ resolver: zodResolver(adminReasonSchema), defaultValues: { reason: '' } });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={
        disabling
          ? intl.formatMessage({ id: 'market.account-state.disable-title', defaultMessage: 'Disable {name}’s account?' }, { name: person.name })
          : intl.formatMessage({ id: 'market.account-state.enable-title', defaultMessage: 'Enable {name}’s account?' }, { name: person.name })
      }
      description={
        disabling
          ? intl.formatMessage({ id: 'market.account-state.disable-description', defaultMessage: 'They are logged out everywhere at once and cannot log in; as a provider they are no longer offered. Nothing is deleted.' })
          : intl.formatMessage({ id: 'market.account-state.enable-description', defaultMessage: 'They can log in again. Their provider profile is offered again where nothing else stops it.' })
      }
      formLabel={disabling ? intl.formatMessage({ id: 'market.account-state.disable-form', defaultMessage: 'Disable the account' }) : intl.formatMessage({ id: 'market.account-state.enable-form', defaultMessage: 'Enable the account' })}
      submitLabel={disabling ? intl.formatMessage({ id: 'market.account-state.disable', defaultMessage: 'Disable account' }) : intl.formatMessage({ id: 'market.account-state.enable', defaultMessage: 'Enable account' })}
      submitVariant={disabling ? 'danger' : 'primary'}
      errorTitle={intl.formatMessage({ id: 'market.account-state.failed', defaultMessage: 'Nothing was changed' })}
      onSubmit={handleSubmit(async (values) => {
        await (disabling ? disable : enable).mutateAsync(values);
        toast({ title: disabling ? intl.formatMessage({ id: 'market.account-state.disabled', defaultMessage: 'Account disabled' }) : intl.formatMessage({ id: 'market.account-state.enabled', defaultMessage: 'Account enabled' }), tone: 'success' });
        onOpenChange(false);
      })}
      onError={(error) => applyServerErrors(error, ['reason'], setError)}
    >
      <TextArea
        label={intl.formatMessage({ id: 'market.account-state.reason', defaultMessage: 'Reason' })}
        hint={intl.formatMessage({ id: 'market.account-state.reason-hint', defaultMessage: 'Recorded in the security log.' })}
        required rows={3} maxLength={adminUserLimits.reason} error={formState.errors.reason?.message} {...register('reason')} />
    </FormDialog>
  );
}
