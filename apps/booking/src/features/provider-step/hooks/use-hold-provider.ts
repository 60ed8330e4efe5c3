import { useMutation } from '@tanstack/react-query';
import type { ProviderCard, ServicesSelection } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';
import type { DraftHold } from '../../../stores/booking-draft/draft-schema';

export interface HoldRequest {
  marketId: string;
  services: ServicesSelection;
  start: string;
  provider: ProviderCard;
}

/** Holds the provider at the start for a few minutes, answering the hold as the draft keeps it. */
export function useHoldProvider() {
  return useMutation({
    mutationFn: async ({ marketId, services, start, provider }: HoldRequest): Promise<DraftHold> => {
      const { hold } = await api('booking.hold', { body: { marketId, providerId: provider.id, start, services } });
      return { id: hold.id, providerId: hold.providerId, start: hold.start, expiresAt: hold.expiresAt, providerName: provider.displayName };
    },
  });
}
