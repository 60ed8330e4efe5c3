import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type NewTimeOff, newTimeOffSchema, type ProviderEditor } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { applyServerErrors, errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Fieldset, FormActions } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { useAddTimeOff, useRemoveTimeOff } from '../api/use-profile-mutations';
import { TimeOffConflicts } from './time-off-conflicts';
import styles from './profile-editor.module.css';

const fields = ['start', 'end', 'reason'] as const;

/** Days or hours off: no bookings then. Jobs already booked inside are listed, never cancelled for the provider. */
export function TimeOffSection({ editor }: { editor: ProviderEditor }) {
  const intl = useIntl();
  const add = useAddTimeOff(editor.id);
  const remove = useRemoveTimeOff(editor.id);
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { timeZone, entries, conflicts } = editor.timeOff;
  const zoneName = timeZone.replace(/_/g, ' ');
  const addTitle = intl.formatMessage({ id: 'provider.time-off.add-title', defaultMessage: 'Add time off' });
  const { register, handleSubmit, setError, reset, formState } = useForm<NewTimeOff>({ resolver: zodResolver(newTimeOffSchema), defaultValues: { start: '', end: '', reason: '' } });

  const onSubmit = handleSubmit(async (entry) => {
    setFormError(null);
    try {
      const state = await add.mutateAsync(entry);
      reset();
      toast({
        title: state.conflicts.length
          ? intl.formatMessage({ id: 'provider.time-off.added-with-conflicts', defaultMessage: 'Time off added: some booked jobs fall in it' })
          : intl.formatMessage({ id: 'provider.time-off.added', defaultMessage: 'Time off added' }),
        tone: state.conflicts.length ? 'warning' : 'success',
      });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
    }
  });

  return (
    // Reasons and the customers' jobs are personal: masked in session replays.
    <Card as="section" aria-labelledby="time-off-title" className={styles.section} {...personalDataProps}>
      <h2 id="time-off-title">
        <FormattedMessage id="provider.time-off.title" defaultMessage="Time off" />
      </h2>
      <TimeOffConflicts conflicts={conflicts} timeZone={timeZone} />
      {entries.length === 0 ? (
        <p className={styles.hint}>
          <FormattedMessage id="provider.time-off.none" defaultMessage="No time off planned." />
        </p>
      ) : (
        <ul className={styles.timeOffList} aria-label={intl.formatMessage({ id: 'provider.time-off.planned', defaultMessage: 'Planned time off' })}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>
                <DateTime value={entry.start} timeZone={timeZone} /> – <DateTime value={entry.end} timeZone={timeZone} />
                {entry.reason && (
                  <span className={styles.reason}>
                    {' · '}
                    <span translate="no">{entry.reason}</span>
                  </span>
                )}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={
                  entry.reason
                    ? intl.formatMessage({ id: 'provider.time-off.remove-label', defaultMessage: 'Remove time off: {reason}' }, { reason: entry.reason })
                    : intl.formatMessage({ id: 'provider.time-off.remove-label-no-reason', defaultMessage: 'Remove time off: no reason' })
                }
                onClick={() => remove.mutate(entry.id, { onError: (error) => toast({ title: errorMessage(error), tone: 'danger' }) })}
              >
                <FormattedMessage id="provider.time-off.remove" defaultMessage="Remove" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={addTitle}>
        <Fieldset legend={addTitle} hint={intl.formatMessage({ id: 'provider.time-off.hint', defaultMessage: 'In {zone} time. Customers cannot book you then.' }, { zone: zoneName })}>
          {formError && (
            <Alert tone="danger" title={intl.formatMessage({ id: 'provider.time-off.not-added', defaultMessage: 'This time off was not added' })}>
              {formError}
            </Alert>
          )}
          <div className={styles.interval}>
            <TextField type="datetime-local" label={intl.formatMessage({ id: 'provider.time-off.from', defaultMessage: 'From ({zone} time)' }, { zone: zoneName })} required error={formState.errors.start?.message} {...register('start')} />
            <TextField type="datetime-local" label={intl.formatMessage({ id: 'provider.time-off.until', defaultMessage: 'Until ({zone} time)' }, { zone: zoneName })} required error={formState.errors.end?.message} {...register('end')} />
          </div>
          <TextField
            label={intl.formatMessage({ id: 'provider.time-off.reason', defaultMessage: 'Reason' })}
            hint={intl.formatMessage({ id: 'provider.time-off.reason-hint', defaultMessage: "Only you and your market's managers see it." })}
            required maxLength={200} error={formState.errors.reason?.message} {...register('reason')} />
          <FormActions>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? <FormattedMessage id="provider.time-off.adding" defaultMessage="Adding…" /> : addTitle}
            </Button>
          </FormActions>
        </Fieldset>
      </form>
    </Card>
  );
}
