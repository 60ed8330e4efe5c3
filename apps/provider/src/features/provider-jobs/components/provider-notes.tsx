import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from '@marketplace/contracts/zod';
import { addProviderNoteSchema, type ProviderJobDetail } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { useAddNote } from '../api/use-add-note';
import styles from './provider-jobs.module.css';

type NoteForm = z.input<typeof addProviderNoteSchema>;

/** The provider's private notes on the job, oldest first, and a form to add one. */
export function ProviderNotes({ job }: { job: Pick<ProviderJobDetail, 'id' | 'notes' | 'timeZone'> }) {
  const intl = useIntl();
  const addNote = useAddNote(job.id);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, setFocus, formState } = useForm<NoteForm, unknown, z.output<typeof addProviderNoteSchema>>({
    resolver: zodResolver(addProviderNoteSchema),
    defaultValues: { body: '' },
  });
  const onSubmit = handleSubmit(async ({ body }) => {
    setFormError(null);
    try {
      await addNote.mutateAsync(body);
      reset();
      setFocus('body');
    } catch (error) {
      setFormError(applyServerErrors(error, ['body'], setError));
    }
  });
  return (
    <div className={styles.notes}>
      <p className={styles.muted}>
        <FormattedMessage id="provider.notes.private" defaultMessage="Only you can see these notes: not the customer, not the market." />
      </p>
      {job.notes.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="provider.notes.empty" defaultMessage="No notes yet." />
        </p>
      ) : (
        <ol className={styles.noteList} aria-label={intl.formatMessage({ id: 'provider.notes.list', defaultMessage: 'Your notes' })}>
          {job.notes.map((note) => (
            <li key={note.id}>
              <p className={styles.noteBody} translate="no" {...personalDataProps}>
                {note.body}
              </p>
              <p className={styles.muted}>
                <DateTime value={note.at} timeZone={job.timeZone} format="datetime" showTimeZone />
              </p>
            </li>
          ))}
        </ol>
      )}
      {formError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'provider.notes.not-saved', defaultMessage: 'The note was not saved' })}>
          {formError}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'provider.notes.add-form', defaultMessage: 'Add a note' })} className={styles.noteForm}>
        <TextArea label={intl.formatMessage({ id: 'provider.notes.new', defaultMessage: 'New note' })} rows={3} maxLength={2000} error={formState.errors.body?.message} {...register('body')} />
        <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
          <FormattedMessage id="provider.notes.add" defaultMessage="Add note" />
        </Button>
      </form>
    </div>
  );
}
