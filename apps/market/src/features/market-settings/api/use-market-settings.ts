import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketSettings, UpdateMarketSettings } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/**
 * The settings as they were when the form opened: not refetched behind the manager's back (a
 * newer version would silently replace what they are editing). They change here only when saved
 * or when the manager reloads the latest after a conflict.
 */
export const marketSettingsQuery = (marketId: string) =>
  queryOptions({
    queryKey: queryKeys.markets.settings(marketId),
    queryFn: ({ signal }) => api('markets.settings', { params: { marketId }, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useMarketSettings(marketId: string) {
  return useQuery(marketSettingsQuery(marketId));
}

export const HISTORY_LIMIT = 50;

export function useSettingsHistory(marketId: string) {
  return useQuery({
    queryKey: queryKeys.markets.settingsHistory(marketId),
    queryFn: ({ signal }) => api('markets.settingsHistory', { params: { marketId }, query: { limit: HISTORY_LIMIT }, signal }),
  });
}

/** Saves; the form then shows what was saved, the history and the market's public page refresh. */
export function useSaveSettings(marketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UpdateMarketSettings) => api('markets.updateSettings', { params: { marketId }, body: settings }),
    onSuccess: (saved: MarketSettings) => {
      queryClient.setQueryData(queryKeys.markets.settings(marketId), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.markets.settingsHistory(marketId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.markets.one(marketId), predicate: (query) => !query.queryKey.includes('settings') });
    },
  });
}
