import { useEffect, useId, useState, type DragEvent } from 'react';
import type { ProviderEditor } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { useToast } from '@marketplace/shared-ui/toast';
import { useRemovePicture, useUploadPicture } from '../api/use-picture-mutations';
import { pictureFileProblem, pictureRulesText } from '../domain/picture-file';
import { PictureCropper, type SquareCrop } from './picture-cropper';
import styles from './profile-editor.module.css';

/** The picture: choose or drop a file, crop it square, upload it with progress; the server's word on refusal. */
export function PictureSection({ editor }: { editor: ProviderEditor }) {
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
    const tooBig = pictureFileProblem(chosen, editor.pictureLimits);
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
      toast({ title: 'Your new picture is on your profile', tone: 'success' });
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
      <h2 id="picture-title">Picture</h2>
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
            Choose a picture, or drop it here
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
            {pictureRulesText(editor.pictureLimits)} You choose the square before it is sent.
          </p>
        </div>
      </div>
      {problem && (
        <Alert tone="danger" title="This picture was not used">
          {problem}
        </Alert>
      )}
      {editor.hasUploadedPicture && (
        <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onError: (error) => setProblem(errorMessage(error)) })}>
          Remove my picture (show my initials)
        </Button>
      )}
      <Dialog
        open={preview !== null}
        onOpenChange={(open) => !open && !upload.isPending && close()}
        title="Crop your picture"
        description="Move and zoom until your face fills the circle."
        footer={
          <>
            <Button onClick={() => void send()} disabled={upload.isPending}>
              {upload.isPending ? 'Uploading…' : 'Upload picture'}
            </Button>
            <Button variant="secondary" onClick={close} disabled={upload.isPending}>
              Cancel
            </Button>
          </>
        }
      >
        {unreadable ? (
          <p>This file cannot be shown here. Upload it anyway and we will tell you what is wrong with it.</p>
        ) : (
          preview && <PictureCropper src={preview} onCrop={setCrop} onUnreadable={() => setUnreadable(true)} />
        )}
        {upload.isPending && <progress className={styles.progress} value={progress} max={1} aria-label="Upload progress" />}
      </Dialog>
    </Card>
  );
}
