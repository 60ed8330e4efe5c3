import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { CurrentApplication } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { applicationQueryKey } from '../api/use-application';
import { uploadApplicationPicture } from '../api/upload-application-picture';
import { ApplicantPicture } from './applicant-picture';
import type { StepProps } from './step-props';

/** "8 MB" in the reader's number format. */
const megabytes = (bytes: number, intl: IntlShape) => intl.formatNumber(Math.round(bytes / 1024 / 1024), { style: 'unit', unit: 'megabyte' });

/** Step 4: a clear picture of the applicant's face, through the profile's picture pipeline (cropped to a square). */
export function PictureStep({ data, application, onDone, onBack }: StepProps & { onBack?: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (picture: File) => uploadApplicationPicture(application.id, picture),
    onSuccess: ({ application: saved }) => queryClient.setQueryData(applicationQueryKey, (current: CurrentApplication | undefined) => current && { ...current, application: saved }),
  });
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const limits = data.pictureLimits;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return application.hasPicture ? onDone() : undefined;
    await upload.mutateAsync(file).then(onDone, () => undefined);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'provider.apply.step.picture', defaultMessage: 'Picture' })}>
      <FormLayout>
        {upload.isError && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'provider.apply.picture.not-saved', defaultMessage: 'Picture not saved' })}>
            {errorMessage(upload.error)}
          </Alert>
        )}
        {application.hasPicture && !file && (
          <Alert tone="success" title={intl.formatMessage({ id: 'provider.apply.picture.saved', defaultMessage: 'Your picture is saved' })}>
            <FormattedMessage id="provider.apply.picture.replace" defaultMessage="Choose another file to replace it." />
          </Alert>
        )}
        <div>
          <label htmlFor={inputId}>
            <FormattedMessage id="provider.apply.picture.label" defaultMessage="Picture of you" />
          </label>
          <p id={`${inputId}-hint`}>
            <FormattedMessage
              id="provider.apply.picture.hint"
              defaultMessage="Your face, clearly, on its own. JPEG, PNG or WebP, up to {size}, at least {side} pixels wide. We crop it to a square and remove its location data."
              values={{ size: megabytes(limits.maxBytes, intl), side: limits.minSide }}
            />
          </p>
          <input id={inputId} type="file" accept={limits.types.join(',')} aria-describedby={`${inputId}-hint`} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </div>
        {preview && <ApplicantPicture src={preview} alt={intl.formatMessage({ id: 'provider.apply.picture.chosen', defaultMessage: 'Your chosen picture' })} />}
        {!preview && application.pictureUrl && (
          <ApplicantPicture src={application.pictureUrl} alt={intl.formatMessage({ id: 'provider.apply.picture.saved-alt', defaultMessage: 'Your saved picture' })} />
        )}
      </FormLayout>
      <FormActions>
        {onBack && (
          <Button type="button" variant="secondary" onClick={onBack}>
            <FormattedMessage id="provider.apply.back" defaultMessage="Back" />
          </Button>
        )}
        <Button type="submit" loading={upload.isPending} disabled={!file && !application.hasPicture}>
          {file ? (
            <FormattedMessage id="provider.apply.picture.upload-continue" defaultMessage="Upload and continue" />
          ) : (
            <FormattedMessage id="provider.apply.continue" defaultMessage="Continue" />
          )}
        </Button>
      </FormActions>
    </form>
  );
}
