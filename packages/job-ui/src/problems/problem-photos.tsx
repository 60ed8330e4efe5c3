import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ProblemCase, problemLimits } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { PhotoPicker } from '../photo-picker';
import { useAddProblemPhoto } from './problems-api';
import styles from './problem-case-panel.module.css';

export interface CasePhotosProps {
  jobId: string;
  problemCase: ProblemCase;
  /** The customer, on their open case with room left. */
  canAdd: boolean;
  /** Photos chosen in the report form, sent once the case exists; handed over once. */
  pending?: File[];
  onPendingTaken?: () => void;
}

/**
 * A case's photos (docs/problems.md, "Photos"): thumbnails opening the large size in a new tab,
 * masked in session replay (they show the customer's home); for the customer, "Add photos" while
 * the case is open, each sent in turn with the server's reason when it refuses one.
 */
export function CasePhotos({ jobId, problemCase, canAdd, pending, onPendingTaken }: CasePhotosProps) {
  const intl = useIntl();
  const add = useAddProblemPhoto(jobId, problemCase.id);
  const [uploading, setUploading] = useState<{ index: number; count: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const room = problemLimits.photosPerCase - problemCase.photos.length;

  const send = async (files: File[]) => {
    setProblem(null);
    const chosen = files.slice(0, Math.max(0, room));
    for (const [index, file] of chosen.entries()) {
      setUploading({ index: index + 1, count: chosen.length });
      try {
        await add.mutateAsync(file);
      } catch (error) {
        setProblem(`${file.name}: ${errorMessage(error, intl)}`);
        break;
      }
    }
    if (files.length > chosen.length) setProblem(intl.formatMessage({ id: 'job-ui.problems.photos-too-many', defaultMessage: 'A report can have at most {count} photos: the others were not added.' }, { count: problemLimits.photosPerCase }));
    setUploading(null);
  };

  // The report form's photos go out once, as soon as the case they belong to is on the page.
  const taken = useRef(false);
  useEffect(() => {
    if (!pending || pending.length === 0 || taken.current) return;
    taken.current = true;
    onPendingTaken?.();
    void send(pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sent once, when the case appears
  }, [pending]);

  if (problemCase.photos.length === 0 && !canAdd && !uploading && !problem) return null;
  const alt = (index: number) => intl.formatMessage({ id: 'job-ui.problems.photo-alt', defaultMessage: 'Photo {index} of {count} of the problem' }, { index: index + 1, count: problemCase.photos.length });
  return (
    <div className={styles.stack}>
      {problemCase.photos.length > 0 && (
        <ul className={styles.photos} aria-label={intl.formatMessage({ id: 'job-ui.problems.photos', defaultMessage: 'Photos of the problem' })} {...personalDataProps}>
          {problemCase.photos.map((photo, index) => (
            <li key={photo.id}>
              <a className={styles.photoLink} href={`${photo.url}?size=512`} target="_blank" rel="noreferrer">
                <img className={styles.photo} src={`${photo.url}?size=256`} alt={alt(index)} width={256} height={256} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <div className={styles.actions}>
          <PhotoPicker label={intl.formatMessage({ id: 'job-ui.problems.add-photos', defaultMessage: 'Add photos' })} disabled={uploading !== null} onFiles={(files) => void send(files)} />
        </div>
      )}
      {uploading && (
        <p role="status">
          <FormattedMessage id="job-ui.problems.uploading" defaultMessage="Uploading photo {index} of {count}…" values={uploading} />
        </p>
      )}
      {problem && <Alert tone="danger">{problem}</Alert>}
    </div>
  );
}
