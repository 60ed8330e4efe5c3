import { useMutation } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';
import { type PictureUpload, uploadPicture } from './upload-picture';
import { useEditorUpdate } from './use-profile-editor';

export function useUploadPicture(providerId: string) {
  const update = useEditorUpdate(providerId);
  return useMutation({
    mutationFn: (upload: Omit<PictureUpload, 'providerId'>) => uploadPicture({ ...upload, providerId }),
    onSuccess: ({ pictureUrl }) => update((editor) => ({ ...editor, pictureUrl, hasUploadedPicture: true })),
  });
}

export function useRemovePicture(providerId: string) {
  const update = useEditorUpdate(providerId);
  return useMutation({
    mutationFn: () => api('providerProfile.removePicture', { params: { providerId } }),
    onSuccess: ({ pictureUrl }) => update((editor) => ({ ...editor, pictureUrl, hasUploadedPicture: false })),
  });
}
