import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import type { CurrentApplication } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { applicationQueryKey } from '../api/use-application';
import { uploadApplicationPicture } from '../api/upload-application-picture';
import { ApplicantPicture } from './applicant-picture';
import type { StepProps } from './step-props';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Step 4: a clear picture of the applicant's face, through the profile's picture pipeline (cropped to a square). */
export function PictureStep({ data, application, onDone, onBack }: StepProps & { onBack?: () => void }) {
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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Picture">
      <FormLayout>
        {upload.isError && <Alert tone="danger" title="Picture not saved">{errorMessage(upload.error)}</Alert>}
        {application.hasPicture && !file && <Alert tone="success" title="Your picture is saved">Choose another file to replace it.</Alert>}
        <div>
          <label htmlFor={inputId}>Picture of you</label>
          <p id={`${inputId}-hint`}>Your face, clearly, on its own. JPEG, PNG or WebP, up to {megabytes(limits.maxBytes)}, at least {limits.minSide} pixels wide. We crop it to a square and remove its location data.</p>
          <input id={inputId} type="file" accept={limits.types.join(',')} aria-describedby={`${inputId}-hint`} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </div>
        {preview && <ApplicantPicture src={preview} alt="Your chosen picture" />}
        {!preview && application.pictureUrl && <ApplicantPicture src={application.pictureUrl} alt="Your saved picture" />}
      </FormLayout>
      <FormActions>
        {onBack && <Button type="button" variant="secondary" onClick={onBack}>Back</Button>}
        <Button type="submit" loading={upload.isPending} disabled={!file && !application.hasPicture}>
          {file ? 'Upload and continue' : 'Continue'}
        </Button>
      </FormActions>
    </form>
  );
}
