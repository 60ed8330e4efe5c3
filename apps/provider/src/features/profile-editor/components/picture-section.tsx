import { useEffect, useId, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProviderEditor } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { useToast } from '@marketplace/shared-ui/toast';
import { useRemovePicture, useUploadPicture } from '../api/use-picture-mutations';
import { pictureFileProblem, pictureRulesText } from '../../../lib/picture-file';
import { PictureCropper, type SquareCrop } from './picture-cropper';
import styles from './profile-editor.module.css';

/** The picture: choose or drop a file, crop it square, upload it with progress; the server's word on refusal. */
export function PictureSection({ editor }: { editor: ProviderEditor }) {
  const intl = useIntl();
  const upload = useUploadPicture(editor.id);
  const remove = useRemovePicture(editor.id);
  const { toast } = useToast();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [crop, setCrop] = useState<SquareCrop | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    upload.reset();
    const tooBig = pictureFileProblem(chosen, editor.pictureLimits, intl);
    setProblem(tooBig);
    if (tooBig) return;
    setFile(chosen);
    setCrop(null);
    setUnreadable(false);
    setPreview(URL.createObjectURL(chosen));
  };
  const close = () => {
    setFile(null);
    setPreview(null);
  };
  const send = async () => {
    if (!file) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ file, crop: unreadable ? null : crop, onProgress: setProgress });
      close();
      toast({ title: intl.formatMessage({ id: 'provider.picture.uploaded', defaultMessage: 'Your new picture is on your profile' }), tone: 'success' });
    } catch (error) {
      close();
      setProblem(errorMessage(error));
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Card as="section" aria-labelledby="picture-title" className={styles.section}>
      <h2 id="picture-title">
        <FormattedMessage id="provider.picture.title" defaultMessage="Picture" />
      </h2>
      <div className={styles.pictureRow}>
        <Avatar name={editor.displayName} src={editor.pictureUrl} size="lg" decorative />
        <div
          className={dragging ? `${styles.dropZone} ${styles.dragging}` : styles.dropZone}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <label htmlFor={inputId} className={styles.fileLabel}>
            <FormattedMessage id="provider.picture.choose" defaultMessage="Choose a picture, or drop it here" />
          </label>
          <input
            id={inputId}
            type="file"
            accept={editor.pictureLimits.types.join(',')}
            aria-describedby={`${inputId}-rules`}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <p id={`${inputId}-rules`} className={styles.hint}>
            <FormattedMessage
              id="provider.picture.rules-and-crop"
              defaultMessage="{rules} You choose the square before it is sent."
              values={{ rules: pictureRulesText(editor.pictureLimits, intl) }}
            />
          </p>
        </div>
      </div>
      {problem && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'provider.picture.not-used', defaultMessage: 'This picture was not used' })}>
          {problem}
        </Alert>
      )}
      {editor.hasUploadedPicture && (
        <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onError: (error) => setProblem(errorMessage(error)) })}>
          <FormattedMessage id="provider.picture.remove" defaultMessage="Remove my picture (show my initials)" />
        </Button>
      )}
      <Dialog
        open={preview !== null}
        onOpenChange={(open) => !open && !upload.isPending && close()}
        title={intl.formatMessage({ id: 'provider.picture.crop-title', defaultMessage: 'Crop your picture' })}
        description={intl.formatMessage({ id: 'provider.picture.crop-text', defaultMessage: 'Move and zoom until your face fills the circle.' })}
        footer={
          <>
            <Button onClick={() => void send()} disabled={upload.isPending}>
              {upload.isPending ? (
                <FormattedMessage id="provider.picture.uploading" defaultMessage="Uploading…" />
              ) : (
                <FormattedMessage id="provider.picture.upload" defaultMessage="Upload picture" />
              )}
            </Button>
            <Button variant="secondary" onClick={close} disabled={upload.isPending}>
              <FormattedMessage id="provider.picture.cancel" defaultMessage="Cancel" />
            </Button>
          </>
        }
      >
        {unreadable ? (
          <p>
            <FormattedMessage id="provider.picture.unreadable" defaultMessage="This file cannot be shown here. Upload it anyway and we will tell you what is wrong with it." />
          </p>
        ) : (
          preview && <PictureCropper src={preview} onCrop={setCrop} onUnreadable={() => setUnreadable(true)} />
        )}
        {upload.isPending && <progress className={styles.progress} value={progress} max={1} aria-label={intl.formatMessage({ id: 'provider.picture.progress', defaultMessage: 'Upload progress' })} />}
      </Dialog>
    </Card>
  );
}
