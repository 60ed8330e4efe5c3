import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderEditor } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

export const profileEditorQuery = (providerId: string) =>
  queryOptions({ queryKey: queryKeys.providers.editor(providerId), queryFn: ({ signal }) => api('providerProfile.editor', { params: { providerId }, signal }) });

export function useProfileEditor(providerId: string) {
  return useQuery(profileEditorQuery(providerId));
}

/**
 * After a change: the editor shows the API's answer, and what others see of the provider (the
 * public profile, market lists, slot searches) is fetched again.
 */
export function useEditorUpdate(providerId: string) {
  const queryClient = useQueryClient();
  return (change: (editor: ProviderEditor) => ProviderEditor) => {
    queryClient.setQueryData(queryKeys.providers.editor(providerId), (editor: ProviderEditor | undefined) => editor && change(editor));
    void queryClient.invalidateQueries({ queryKey: queryKeys.providers.profile(providerId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.markets.all });
  };
}
