import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@marketplace/contracts/client';
import { api } from '@marketplace/api-client';
import { useEditorUpdate } from './use-profile-editor';

export function useUpdateDetails(providerId: string) {
  const update = useEditorUpdate(providerId);
  return useMutation({
    mutationFn: (details: BodyOf<'providerProfile.updateDetails'>) => api('providerProfile.updateDetails', { params: { providerId }, body: details }),
    onSuccess: (editor) => update(() => editor),
  });
}

export function useUpdateWeeklyHours(providerId: string) {
  const update = useEditorUpdate(providerId);
  return useMutation({
    mutationFn: (week: BodyOf<'providers.updateAvailability'>) => api('providers.updateAvailability', { params: { providerId }, body: week }),
    onSuccess: (availability) => update((editor) => ({ ...editor, availability })),
  });
}

export function useAddTimeOff(providerId: string) {
  const update = useEditorUpdate(providerId);
  return useMutation({
    mutationFn: (entry: BodyOf<'providerProfile.addTimeOff'>) => api('providerProfile.addTimeOff', { params: { providerId }, body: entry }),
    onSuccess: (timeOff) => update((editor) => ({ ...editor, timeOff })),
  });
}

export function useRemoveTimeOff(providerId: string) {
  const update = useEditorUpdate(providerId);
  return useMutation({
    mutationFn: (timeOffId: string) => api('providerProfile.removeTimeOff', { params: { providerId, timeOffId } }),
    onSuccess: (timeOff) => update((editor) => ({ ...editor, timeOff })),
  });
}
