import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const change = useChangeMarketStatus();
  const [outcome, setOutcome] = useState<StatusOutcome>(null);
  const setStatus = async (market: AdminMarket, to: 'live' | 'coming_soon') => {
    setOutcome(null);
    try {
      const result = await change.mutateAsync({ marketId: market.id, to });
      const told = 'launchEmailsQueued' in result ? (result as GoLiveResult).launchEmailsQueued : undefined;
      setOutcome({ tone: 'success', text: statusChangeText(intl, market.name, to, told) });
    } catch (error) {
      setOutcome({ tone: 'danger', text: errorMessage(error) });
    }
  };
  return { setStatus, outcome, pending: change.isPending };
}
