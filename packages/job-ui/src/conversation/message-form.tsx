import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type MessagePhoto, messageLimits, type SendMessage, sendMessageSchema } from '@marketplace/contracts';
import { applyServerErrors, errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { PhotoPicker } from '../photo-picker';
import { uploadMessagePhoto, useSendMessage } from './conversation-api';
import styles from './conversation-panel.module.css';

/** Writing: the text (react-hook-form with the contract's schema), photos uploaded as they are chosen, Ctrl+Enter sends. */
export function MessageForm({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const send = useSendMessage(jobId);
  const [photos, setPhotos] = useState<Array<MessagePhoto & { name: string }>>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<SendMessage, unknown, SendMessage>({ resolver: zodResolver(sendMessageSchema), defaultValues: { text: '', photoIds: [] } });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await send.mutateAsync({ text: values.text, photoIds: photos.map((photo) => photo.id) });
      reset({ text: '', photoIds: [] });
      setPhotos([]);
    } catch (error) {
      setProblem(applyServerErrors(error, ['text', 'photoIds'], setError, intl));
    }
  });
  const attach = async (files: File[]) => {
    setProblem(null);
    setUploading(true);
    try {
      for (const file of files.slice(0, messageLimits.photos - photos.length)) {
        const uploaded = await uploadMessagePhoto(jobId, file);
        setPhotos((current) => [...current, { ...uploaded, name: file.name }]);
      }
    } catch (error) {
      setProblem(errorMessage(error, intl));
    } finally {
      setUploading(false);
    }
  };
  const photoError = formState.errors.photoIds?.message;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        rows={3}
        maxLength={messageLimits.text}
        label={intl.formatMessage({ id: 'job-ui.conversation.message', defaultMessage: 'Your message' })}
        hint={intl.formatMessage({ id: 'job-ui.conversation.message-hint', defaultMessage: 'Up to 2000 characters and 4 photos. Links open in a new tab.' })}
        error={formState.errors.text?.message ?? photoError}
        {...register('text')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
      />
      {photos.length > 0 && (
        <ul className={styles.attached} aria-label={intl.formatMessage({ id: 'job-ui.conversation.attached', defaultMessage: 'Photos to send' })}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <img className={styles.photo} src={`${photo.url}?size=256`} alt={photo.name} />
              <Button type="button" size="sm" variant="ghost" onClick={() => setPhotos((current) => current.filter((other) => other.id !== photo.id))}>
                <FormattedMessage id="job-ui.conversation.remove-photo" defaultMessage="Remove {name}" values={{ name: photo.name }} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={send.isPending} disabled={uploading}>
          <FormattedMessage id="job-ui.conversation.send" defaultMessage="Send" />
        </Button>
        <PhotoPicker
          label={intl.formatMessage({ id: 'job-ui.conversation.attach', defaultMessage: 'Add photos' })}
          disabled={uploading || photos.length >= messageLimits.photos}
          onFiles={(files) => void attach(files)}
        />
        {uploading && <FormattedMessage id="job-ui.conversation.uploading" defaultMessage="Uploading the photo…" />}
      </div>
    </form>
  );
}

