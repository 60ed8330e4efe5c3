import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Controller, useForm } from 'react-hook-form';
import type { z } from '@marketplace/contracts/zod';
import { type AdminUserDetail, adminUserRolesSchema } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { marketsQuery } from '@marketplace/api-client';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { useToast } from '@marketplace/shared-ui/toast';
import { useSetRoles } from '../api/people-queries';
import styles from './people.module.css';

type RolesForm = z.input<typeof adminUserRolesSchema>;

/** Admin or not, and the markets the person manages (their dashboards and jobs). */
export function RolesForm({ person, isSelf }: { person: AdminUserDetail; isSelf: boolean }) {
  const intl = useIntl();
  const markets = useQuery(marketsQuery());
  const setRoles = useSetRoles(person.id);
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RolesForm, unknown, z.output<typeof adminUserRolesSchema>>({
    resolver: zodResolver(adminUserRolesSchema),
    values: { admin: person.roles.includes('admin'), managedMarketIds: person.managedMarketIds },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await setRoles.mutateAsync(values);
      toast({ title: intl.formatMessage({ id: 'market.roles.saved', defaultMessage: 'Roles saved' }), tone: 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, ['admin', 'managedMarketIds'], setError));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="roles-heading" className={styles.section}>
      <h2 id="roles-heading">
        <FormattedMessage id="market.roles.title" defaultMessage="Roles" />
      </h2>
      {formError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'market.roles.not-saved', defaultMessage: 'The roles were not saved' })}>
          {formError}
        </Alert>
      )}
      <Controller
        control={control}
        name="admin"
        render={({ field }) => (
          <Checkbox
            label={intl.formatMessage({ id: 'market.role.admin', defaultMessage: 'Admin' })}
            description={
              isSelf
                ? intl.formatMessage({ id: 'market.roles.admin-self', defaultMessage: 'You cannot remove your own admin rights: ask another admin.' })
                : intl.formatMessage({ id: 'market.roles.admin-hint', defaultMessage: 'Every market, People, the security log and the outbox.' })
            }
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            disabled={isSelf}
          />
        )}
      />
      <Controller
        control={control}
        name="managedMarketIds"
        render={({ field, fieldState }) => (
          <fieldset className={styles.markets}>
            <legend>
              <FormattedMessage id="market.roles.manager-of" defaultMessage="Manager of" />
            </legend>
            {(markets.data?.markets ?? []).map((market) => (
              <Checkbox
                key={market.id}
                label={market.name}
                translate="no"
                checked={field.value.includes(market.id)}
                onCheckedChange={(checked) => field.onChange(checked === true ? [...field.value, market.id] : field.value.filter((id) => id !== market.id))}
              />
            ))}
            {fieldState.error && <p role="alert">{fieldState.error.message}</p>}
          </fieldset>
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
          <FormattedMessage id="market.roles.save" defaultMessage="Save roles" />
        </Button>
      </div>
    </form>
  );
}
