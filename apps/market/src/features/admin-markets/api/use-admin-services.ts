import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceDetailsInput, ServicePrice } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

export function useAdminServices(page: number) {
  return useQuery({ queryKey: queryKeys.adminServices.page(page), queryFn: ({ signal }) => api('adminCatalogue.services', { query: { page, pageSize: 50 }, signal }) });
}

/** After any change: the catalogue, the markets' counts of priced services and the public pages read again. */
function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminServices.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminMarkets.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.markets.all });
  };
}

export function useSaveService(serviceId: string | null) {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (body: ServiceDetailsInput) => (serviceId ? api('adminCatalogue.updateService', { params: { serviceId }, body }) : api('adminCatalogue.createService', { body })),
    onSuccess: refresh,
  });
}

export function useSetServicePrice(serviceId: string, marketId: string) {
  const refresh = useRefreshCatalogue();
  return useMutation({ mutationFn: (body: ServicePrice) => api('adminCatalogue.setServicePrice', { params: { serviceId, marketId }, body }), onSuccess: refresh });
}
