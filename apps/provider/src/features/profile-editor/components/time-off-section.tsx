import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
  const add = useAddTimeOff(editor.id);
  const remove = useRemoveTimeOff(editor.id);
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { timeZone, entries, conflicts } = editor.timeOff;
  const zoneName = timeZone.replace(/_/g, ' ');
  const { register, handleSubmit, setError, reset, formState } = useForm<NewTimeOff>({ resolver: zodResolver(newTimeOffSchema), defaultValues: { start: '', end: '', reason: '' } });

  const onSubmit = handleSubmit(async (entry) => {
    setFormError(null);
    try {
      const state = await add.mutateAsync(entry);
      reset();
      toast({ title: state.conflicts.length ? 'Time off added: some booked jobs fall in it' : 'Time off added', tone: state.conflicts.length ? 'warning' : 'success' });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
    }
  });

  return (
    // Reasons and the customers' jobs are personal: masked in session replays.
    <Card as="section" aria-labelledby="time-off-title" className={styles.section} {...personalDataProps}>
      <h2 id="time-off-title">Time off</h2>
      <TimeOffConflicts conflicts={conflicts} timeZone={timeZone} />
      {entries.length === 0 ? (
        <p className={styles.hint}>No time off planned.</p>
      ) : (
        <ul className={styles.timeOffList} aria-label="Planned time off">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>
                <DateTime value={entry.start} timeZone={timeZone} /> – <DateTime value={entry.end} timeZone={timeZone} />
                {entry.reason && <span className={styles.reason}> · {entry.reason}</span>}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Remove time off: ${entry.reason ?? 'no reason'}`}
                onClick={() => remove.mutate(entry.id, { onError: (error) => toast({ title: errorMessage(error), tone: 'danger' }) })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Add time off">
        <Fieldset legend="Add time off" hint={`In ${zoneName} time. Customers cannot book you then.`}>
          {formError && (
            <Alert tone="danger" title="This time off was not added">
              {formError}
            </Alert>
          )}
          <div className={styles.interval}>
            <TextField type="datetime-local" label={`From (${zoneName} time)`} required error={formState.errors.start?.message} {...register('start')} />
            <TextField type="datetime-local" label={`Until (${zoneName} time)`} required error={formState.errors.end?.message} {...register('end')} />
          </div>
          <TextField label="Reason" hint="Only you and your market's managers see it." required maxLength={200} error={formState.errors.reason?.message} {...register('reason')} />
          <FormActions>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Adding…' : 'Add time off'}
            </Button>
          </FormActions>
        </Fieldset>
      </form>
    </Card>
  );
}
