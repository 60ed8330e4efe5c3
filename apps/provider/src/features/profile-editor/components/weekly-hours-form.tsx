import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form';
import { type ProviderEditor, type WeeklyAvailability, weeklyAvailabilitySchema } from '@marketplace/contracts';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { FormActions } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { useUpdateWeeklyHours } from '../api/use-profile-mutations';
import { nextInterval, toWeekForm, weekdays } from '../domain/weekly-hours';
import styles from './profile-editor.module.css';

interface DayProps {
  index: number;
  name: string;
  control: Control<WeeklyAvailability>;
  register: UseFormRegister<WeeklyAvailability>;
  errors: FieldErrors<WeeklyAvailability>;
}

function DayHours({ index, name, control, register, errors }: DayProps) {
  const { fields, append, remove } = useFieldArray({ control, name: `days.${index}.intervals` });
  const dayErrors = errors.days?.[index]?.intervals;
  // A whole-day problem (overlapping intervals): from the form's check (root) or the API (the path itself).
  const dayError = dayErrors?.root?.message ?? dayErrors?.message;
  return (
    <fieldset className={styles.day}>
      <legend>{name}</legend>
      {fields.length === 0 && <p className={styles.hint}>Not working</p>}
      {fields.map((field, i) => (
        <div key={field.id} className={styles.interval}>
          <TextField type="time" label={`From (${name}, interval ${i + 1})`} error={dayErrors?.[i]?.start?.message} {...register(`days.${index}.intervals.${i}.start`)} />
          <TextField type="time" label={`To (${name}, interval ${i + 1})`} error={dayErrors?.[i]?.end?.message} {...register(`days.${index}.intervals.${i}.end`)} />
          <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={`Remove ${name} interval ${i + 1}`}>
            Remove
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
          Add hours on {name}
        </Button>
      )}
    </fieldset>
  );
}

/** When the provider works, per weekday, in the market's zone; several intervals a day. */
export function WeeklyHoursForm({ editor }: { editor: ProviderEditor }) {
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
      toast({ title: 'Your weekly hours are saved', tone: 'success' });
    } catch (error) {
      const paths = weekdays.flatMap((_, i) => [`days.${i}.intervals` as const]);
      setFormError(applyServerErrors(error, paths, (name, message) => setError(name, message)));
    }
  });

  return (
    <Card as="section" aria-labelledby="hours-title" className={styles.section}>
      <h2 id="hours-title">Weekly hours</h2>
      <p className={styles.hint}>Times are in {editor.timeOff.timeZone.replace(/_/g, ' ')} time (your market&apos;s zone). Customers can book you inside these hours.</p>
      <form onSubmit={onSubmit} noValidate aria-labelledby="hours-title">
        {formError && (
          <Alert tone="danger" title="Your hours were not saved">
            {formError}
          </Alert>
        )}
        <div className={styles.days}>
          {weekdays.map((day, index) => (
            <DayHours key={day.weekday} index={index} name={day.name} control={control} register={register} errors={formState.errors} />
          ))}
        </div>
        <FormActions>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : 'Save weekly hours'}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
