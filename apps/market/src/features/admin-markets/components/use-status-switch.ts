import { useState } from 'react';
import type { AdminMarket } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/session';
import { useChangeMarketStatus } from '../api/use-admin-markets';

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
      const emails = 'launchEmailsQueued' in result ? ` ${result.launchEmailsQueued} people on its waitlist are being told.` : '';
      setOutcome({ tone: 'success', text: `${market.name} is ${to === 'live' ? 'live' : 'coming soon'}.${emails}` });
    } catch (error) {
      setOutcome({ tone: 'danger', text: errorMessage(error) });
    }
  };
  return { setStatus, outcome, pending: change.isPending };
}

const gapText: Record<AdminMarket['missing'][number], string> = { offerable_provider: 'an active provider', priced_service: 'a priced service' };
/** "Needs an active provider and a priced service", or null when nothing is missing. */
export const needsText = (market: AdminMarket) => (market.missing.length ? `Needs ${market.missing.map((gap) => gapText[gap]).join(' and ')}` : null);
