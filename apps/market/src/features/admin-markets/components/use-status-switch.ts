import { useState } from 'react';
import type { AdminMarket, GoLiveResult } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { useChangeMarketStatus } from '../api/use-admin-markets';
import { statusChangeText } from '../domain/status-words';

export type StatusOutcome = { tone: 'success' | 'danger'; text: string } | null;

/**
 * Coming soon ↔ live, with what happened in words: how many on the waitlist are being told, or
 * the API's refusal (409 MARKET_NOT_READY names everything the market still lacks).
 */
export function useStatusSwitch() {
  const change = useChangeMarketStatus();
  const [outcome, setOutcome] = useState<StatusOutcome>(null);
  const setStatus = async (market: AdminMarket, to: 'live' | 'coming_soon') => {
    setOutcome(null);
    try {
      const result = await change.mutateAsync({ marketId: market.id, to });
      const told = 'launchEmailsQueued' in result ? (result as GoLiveResult).launchEmailsQueued : undefined;
      setOutcome({ tone: 'success', text: statusChangeText(market.name, to, told) });
    } catch (error) {
      setOutcome({ tone: 'danger', text: errorMessage(error) });
    }
  };
  return { setStatus, outcome, pending: change.isPending };
}

const gapText: Record<AdminMarket['missing'][number], string> = { offerable_provider: 'an active provider', priced_service: 'a priced service' };
/** "Needs an active provider and a priced service", or null when nothing is missing. */
export const needsText = (market: AdminMarket) => (market.missing.length ? `Needs ${market.missing.map((gap) => gapText[gap]).join(' and ')}` : null);
