import { useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import type { JobPhotoKind, ProviderJobDetail } from '@marketplace/contracts';
import { jobPhotosQuery } from '@marketplace/api-client/queries';
import { errorMessage } from '@marketplace/api-client/errors';
import { JobPhotoGallery } from '@marketplace/job-ui/job-photo-gallery';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { pictureFileProblem, pictureRulesText } from '../../../lib/picture-file';
import { useAddJobPhoto, useRemoveJobPhoto } from '../api/use-job-photo-mutations';
import styles from './provider-job-photos.module.css';

const addWords = defineMessages<Record<JobPhotoKind, NoMessageValues>>({
  before: { id: 'provider.job-photos.add-before', defaultMessage: 'Add before photos' },
  after: { id: 'provider.job-photos.add-after', defaultMessage: 'Add after photos' },
});
const words = defineMessages<{ uploading: { index: number; count: number }; remove: NoMessageValues; removeLabel: { photo: string } }>({
  uploading: { id: 'provider.job-photos.uploading', defaultMessage: 'Uploading photo {index} of {count}' },
  remove: { id: 'provider.job-photos.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'provider.job-photos.remove-label', defaultMessage: 'Remove {photo}' },
});

/** When a kind may be added (docs/job-photos.md): before from confirmation, after once started; both until completion. */
const addableIn: Record<JobPhotoKind, readonly string[]> = { before: ['confirmed', 'in_progress'], after: ['in_progress'] };

/**
 * The provider's photos of the job: "Add before photos" once confirmed (optional), "Add after
 * photos" once started (required to complete where the market says so), each uploaded in turn
 * with its progress; the gallery with "Remove" on their own photos until completion.
 */
export function ProviderJobPhotos({ job }: { job: ProviderJobDetail }) {
  const intl = useIntl();
  const query = useQuery(jobPhotosQuery(job.id));
  const add = useAddJobPhoto(job.id);
  const remove = useRemoveJobPhoto(job.id);
  const inputs = { before: useRef<HTMLInputElement>(null), after: useRef<HTMLInputElement>(null) };
  const [uploading, setUploading] = useState<{ index: number; count: number; progress: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const data = query.data;
  const count = (kind: JobPhotoKind) => data?.photos.filter((photo) => photo.kind === kind).length ?? 0;
  const canAdd = (kind: JobPhotoKind) => Boolean(data) && addableIn[kind].includes(job.status) && count(kind) < (data?.perKind ?? 0);
  const kinds = (['before', 'after'] as const).filter((kind) => addableIn[kind].includes(job.status));
  if (kinds.length === 0 && data?.photos.length === 0) return null;

  const send = async (kind: JobPhotoKind, files: File[]) => {
    setProblem(null);
    const room = Math.max(0, (data?.perKind ?? 0) - count(kind));
    const chosen = files.slice(0, room);
    for (const [index, file] of chosen.entries()) {
      const tooBig = data && pictureFileProblem(file, data.pictureLimits, intl);
      if (tooBig) {
        setProblem(`${file.name}: ${tooBig}`);
        break;
      }
      setUploading({ index, count: chosen.length, progress: 0 });
      try {
        await add.mutateAsync({ kind, file, onProgress: (progress) => setUploading({ index, count: chosen.length, progress }) });
      } catch (error) {
        setProblem(`${file.name}: ${errorMessage(error)}`);
        break;
      }
    }
    setUploading(null);
  };

  return (
    <Card as="section" id="job-photos" title={intl.formatMessage({ id: 'provider.job-photos.title', defaultMessage: 'Photos' })}>
      <div className={styles.body}>
        {job.status === 'confirmed' && (
          <p className={styles.hint}>
            <FormattedMessage id="provider.job-photos.before-hint" defaultMessage="When you start, you can add before photos of what you found (optional)." />
          </p>
        )}
        {job.status === 'in_progress' && (
          <p className={styles.hint} id="after-photo-rule">
            {job.requiresAfterPhoto ? (
              <FormattedMessage id="provider.job-photos.after-required" defaultMessage="This market asks for at least one after photo of the finished work before you complete the job." />
            ) : (
              <FormattedMessage id="provider.job-photos.after-optional" defaultMessage="When you finish, you can add after photos of the finished work (optional)." />
            )}
          </p>
        )}
        {kinds.length > 0 && data && (
          <>
            <div className={styles.buttons}>
              {kinds.map((kind) => (
                <span key={kind}>
                  <Button variant={kind === 'after' && job.requiresAfterPhoto ? 'primary' : 'secondary'} disabled={!canAdd(kind) || uploading !== null} onClick={() => inputs[kind].current?.click()}>
                    <FormattedMessage {...addWords[kind]} />
                  </Button>
                  <input
                    ref={inputs[kind]}
                    className={styles.hidden}
                    type="file"
                    multiple
                    accept={data.pictureLimits.types.join(',')}
                    aria-label={intl.formatMessage(addWords[kind])}
                    tabIndex={-1}
                    onChange={(event) => {
                      void send(kind, [...(event.target.files ?? [])]);
                      event.target.value = '';
                    }}
                  />
                </span>
              ))}
            </div>
            <p className={styles.hint}>
              <FormattedMessage
                id="provider.job-photos.rules"
                defaultMessage="{rules} At most {count} of each kind; the customer and the market see them."
                values={{ rules: pictureRulesText(data.pictureLimits, intl), count: data.perKind }}
              />
            </p>
          </>
        )}
        {uploading && (
          <progress className={styles.progress} value={uploading.progress} max={1} aria-label={intl.formatMessage(words.uploading, { index: uploading.index + 1, count: uploading.count })} />
        )}
        {problem && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'provider.job-photos.not-added', defaultMessage: 'This photo was not added' })}>
            {problem}
          </Alert>
        )}
        {data ? (
          <JobPhotoGallery
            photos={data.photos}
            renderPhotoAction={(photo, alt) =>
              photo.can.remove && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={intl.formatMessage(words.removeLabel, { photo: alt })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(photo.id, { onError: (error) => setProblem(errorMessage(error)) })}
                >
                  <FormattedMessage {...words.remove} />
                </Button>
              )
            }
          />
        ) : query.isPending ? (
          <Skeleton lines={3} label={intl.formatMessage({ id: 'provider.job-photos.loading', defaultMessage: 'Loading the photos…' })} />
        ) : (
          <Alert tone="danger" title={intl.formatMessage({ id: 'provider.job-photos.load-failed', defaultMessage: 'We could not load the photos' })}>
            {errorMessage(query.error)}
          </Alert>
        )}
      </div>
    </Card>
  );
}
