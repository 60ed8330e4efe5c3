import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ProviderEditor, type WeeklyAvailability, weeklyAvailabilitySchema } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { FormActions } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { useUpdateWeeklyHours } from '../api/use-profile-mutations';
import { nextInterval, toWeekForm, weekdayName, weekdays } from '../domain/weekly-hours';
import styles from './profile-editor.module.css';

interface DayProps {
  index: number;
  name: string;
  control: Control<WeeklyAvailability>;
  register: UseFormRegister<WeeklyAvailability>;
  errors: FieldErrors<WeeklyAvailability>;
}

function DayHours({ index, name, control, register, errors }: DayProps) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({ control, name: `days.${index}.intervals` });
  const dayErrors = errors.days?.[index]?.intervals;
  // A whole-day problem (overlapping intervals): from the form's check (root) or the API (the path itself).
  const dayError = dayErrors?.root?.message ?? dayErrors?.message;
  return (
    <fieldset className={styles.day}>
      <legend>{name}</legend>
      {fields.length === 0 && (
        <p className={styles.hint}>
          <FormattedMessage id="provider.hours.not-working" defaultMessage="Not working" />
        </p>
      )}
      {fields.map((field, i) => (
        <div key={field.id} className={styles.interval}>
          <TextField
            type="time"
            label={intl.formatMessage({ id: 'provider.hours.from', defaultMessage: 'From ({day}, interval {number})' }, { day: name, number: i + 1 })}
            error={dayErrors?.[i]?.start?.message} {...register(`days.${index}.intervals.${i}.start`)} />
          <TextField
            type="time"
            label={intl.formatMessage({ id: 'provider.hours.to', defaultMessage: 'To ({day}, interval {number})' }, { day: name, number: i + 1 })}
            error={dayErrors?.[i]?.end?.message} {...register(`days.${index}.intervals.${i}.end`)} />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => remove(i)}
            aria-label={intl.formatMessage({ id: 'provider.hours.remove-interval', defaultMessage: 'Remove {day} interval {number}' }, { day: name, number: i + 1 })}
          >
            <FormattedMessage id="provider.hours.remove" defaultMessage="Remove" />
          </Button>
        </div>
      ))}
      {dayError && (
        <p role="alert" className={styles.error}>
          {dayError}
        </p>
      )}
      {fields.length < 6 && (
        <Button variant="secondary" size="sm" onClick={() => append(nextInterval(fields))}>
          <FormattedMessage id="provider.hours.add" defaultMessage="Add hours on {day}" values={{ day: name }} />
        </Button>
      )}
    </fieldset>
  );
}

/** When the provider works, per weekday, in the market's zone; several intervals a day. */
export function WeeklyHoursForm({ editor }: { editor: ProviderEditor }) {
  const intl = useIntl();
  const save = useUpdateWeeklyHours(editor.id);
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<WeeklyAvailability>({
    resolver: zodResolver(weeklyAvailabilitySchema),
    defaultValues: toWeekForm(editor.availability),
  });

  const onSubmit = handleSubmit(async (week) => {
    setFormError(null);
    try {
      await save.mutateAsync(week);
      toast({ title: intl.formatMessage({ id: 'provider.hours.saved', defaultMessage: 'Your weekly hours are saved' }), tone: 'success' });
    } catch (error) {
      const paths = weekdays.flatMap((_, i) => [`days.${i}.intervals` as const]);
      setFormError(applyServerErrors(error, paths, (name, message) => setError(name, message)));
    }
  });

  return (
    <Card as="section" aria-labelledby="hours-title" className={styles.section}>
      <h2 id="hours-title">
        <FormattedMessage id="provider.hours.title" defaultMessage="Weekly hours" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage
          id="provider.hours.zone"
          defaultMessage="Times are in {zone} time (your market's zone). Customers can book you inside these hours."
          values={{ zone: editor.timeOff.timeZone.replace(/_/g, ' ') }}
        />
      </p>
      <form onSubmit={onSubmit} noValidate aria-labelledby="hours-title">
        {formError && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'provider.hours.not-saved', defaultMessage: 'Your hours were not saved' })}>
            {formError}
          </Alert>
        )}
        <div className={styles.days}>
          {weekdays.map((day, index) => (
            <DayHours key={day.weekday} index={index} name={weekdayName(day.weekday, intl)} control={control} register={register} errors={formState.errors} />
          ))}
        </div>
        <FormActions>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? (
              <FormattedMessage id="provider.hours.saving" defaultMessage="Saving…" />
            ) : (
              <FormattedMessage id="provider.hours.save" defaultMessage="Save weekly hours" />
            )}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
