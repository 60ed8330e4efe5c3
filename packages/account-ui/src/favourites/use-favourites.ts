import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';
import { favouritesQuery } from '@marketplace/api-client/queries';
import { useSession } from '@marketplace/session';

/** The logged-in person's favourite providers; nothing is asked for a visitor. */
export function useFavourites() {
  const session = useSession();
  return useQuery({ ...favouritesQuery(), enabled: session.status === 'authenticated' });
}

export interface FavouriteChange {
  providerId: string;
  favourite: boolean;
}

/** Adds or removes one (both idempotent at the API), then asks for the list again. */
export function useChangeFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, favourite }: FavouriteChange) => api(favourite ? 'favourites.add' : 'favourites.remove', { params: { providerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites }),
  });
}
