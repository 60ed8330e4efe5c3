import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues, useIntl } from 'react-intl';
import type { JobPhoto, JobPhotoKind, JobPhotos } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Card } from '@marketplace/shared-ui/card';
import styles from './job-photo-gallery.module.css';

const titles = defineMessages<Record<JobPhotoKind, NoMessageValues>>({
  before: { id: 'job-ui.photos.before', defaultMessage: 'Before' },
  after: { id: 'job-ui.photos.after', defaultMessage: 'After' },
});
const alts = defineMessages<Record<JobPhotoKind, { index: number; count: number }>>({
  before: { id: 'job-ui.photos.before-alt', defaultMessage: 'Before photo {index} of {count}' },
  after: { id: 'job-ui.photos.after-alt', defaultMessage: 'After photo {index} of {count}' },
});
const nones = defineMessages<Record<JobPhotoKind, NoMessageValues>>({
  before: { id: 'job-ui.photos.no-before', defaultMessage: 'No before photos.' },
  after: { id: 'job-ui.photos.no-after', defaultMessage: 'No after photos.' },
});

export interface JobPhotoGalleryProps {
  photos: JobPhoto[];
  /** The groups' heading level inside their section (default 3). */
  headingLevel?: 3 | 4;
  /** Under a photo (the provider's "Remove"): given the photo and its alt text. */
  renderPhotoAction?: (photo: JobPhoto, alt: string) => ReactNode;
}

/** The alt text of each photo: "After photo 2 of 3" (docs/job-photos.md). */
export function usePhotoAlt() {
  const intl = useIntl();
  return (kind: JobPhotoKind, index: number, count: number) => intl.formatMessage(alts[kind], { index: index + 1, count });
}

/**
 * A job's photos, "Before" then "After", each a grid of square thumbnails opening the large
 * size in a new tab. The pictures show the customer's home: masked in session replay.
 */
export function JobPhotoGallery({ photos, headingLevel = 3, renderPhotoAction }: JobPhotoGalleryProps) {
  const alt = usePhotoAlt();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.groups}>
      {(['before', 'after'] as const).map((kind) => {
        const ofKind = photos.filter((photo) => photo.kind === kind);
        return (
          <div key={kind} data-photo-kind={kind}>
            <Heading className={styles.groupTitle}>
              <FormattedMessage {...titles[kind]} />
            </Heading>
            {ofKind.length === 0 ? (
              <p className={styles.muted}>
                <FormattedMessage {...nones[kind]} />
              </p>
            ) : (
              <ul className={styles.grid} {...personalDataProps}>
                {ofKind.map((photo, index) => {
                  const text = alt(kind, index, ofKind.length);
                  return (
                    <li key={photo.id} className={styles.item}>
                      <a className={styles.link} href={`${photo.url}?size=512`} target="_blank" rel="noreferrer">
                        <img className={styles.image} src={`${photo.url}?size=256`} alt={text} width={256} height={256} loading="lazy" />
                      </a>
                      {renderPhotoAction?.(photo, text)}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** What JobPhotosSection needs of the app's query (a TanStack Query result fits). */
export interface JobPhotosQueryState {
  data: JobPhotos | undefined;
  isPending: boolean;
  error: unknown;
}

export interface JobPhotosSectionProps {
  jobId: string;
  /** The app's query hook for `jobPhotos.list` (@marketplace/api-client's `useJobPhotos`): job-ui fetches nothing itself. */
  useJobPhotos: (jobId: string) => JobPhotosQueryState;
  headingLevel?: 2 | 3;
}

/**
 * The job's photos as a card for those who look at them (the customer's job page, the
 * manager's desk): nothing while they load or while there are none (no card that appears and
 * goes away); a refusal or failure says so.
 */
export function JobPhotosSection({ jobId, useJobPhotos, headingLevel = 2 }: JobPhotosSectionProps) {
  const intl = useIntl();
  const query = useJobPhotos(jobId);
  if (query.isPending || query.data?.photos.length === 0) return null;
  return (
    <Card as="section" title={intl.formatMessage({ id: 'job-ui.photos.title', defaultMessage: 'Photos' })} headingLevel={headingLevel} data-section="job-photos">
      {query.data ? (
        <JobPhotoGallery photos={query.data.photos} headingLevel={headingLevel === 2 ? 3 : 4} />
      ) : (
        <Alert tone="danger" title={intl.formatMessage({ id: 'job-ui.photos.load-failed', defaultMessage: 'We could not load the photos' })}>
          {query.error instanceof ApiError && query.error.code !== 'API_UNAVAILABLE' && query.error.code !== 'INTERNAL' ? query.error.message : null}
        </Alert>
      )}
    </Card>
  );
}
