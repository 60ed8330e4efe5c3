import { useMutation } from '@tanstack/react-query';
import type { TestCard } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';

/**
 * Test mode's stand-in for a gateway's tokenising field: the card goes to the test gateway's
 * endpoint and only the payment-method id comes back. Never cached, never retried.
 */
export function useTokeniseCard() {
  return useMutation({
    mutationKey: ['payments', 'tokenise-card'],
    mutationFn: (card: TestCard) => api('payments.createTestPaymentMethod', { body: card }),
    retry: false,
  });
}
