import { defineMessages, type IntlShape } from 'react-intl';
import type { AdminMarket } from '@marketplace/contracts';

const words = defineMessages<{
  comingSoon: { market: string };
  live: { market: string; told: 'unknown' | 'known'; count: number };
  gaps: { gaps: string };
  gapsBeforeLive: { gaps: string };
  provider: Record<never, never>;
  service: Record<never, never>;
}>({
  comingSoon: { id: 'market.admin-market.now-coming-soon', defaultMessage: '{market} is coming soon.' },
  live: {
    id: 'market.admin-market.now-live',
    defaultMessage: '{market} is live.{told, select, unknown {} other {{count, plural, =0 { Nobody on its waitlist is left to tell.} one { # person on its waitlist is being told.} other { # people on its waitlist are being told.}}}}',
  },
  gaps: { id: 'market.admin-market.needs', defaultMessage: 'Needs {gaps}' },
  gapsBeforeLive: { id: 'market.admin-market.needs-before-live', defaultMessage: 'Needs {gaps} before it can go live.' },
  provider: { id: 'market.admin-market.gap.provider', defaultMessage: 'an active provider' },
  service: { id: 'market.admin-market.gap.service', defaultMessage: 'a priced service' },
});

/**
 * What a status change did, in words: going live says how many on the waitlist are being emailed
 * (none when everyone there was told at an earlier launch or left: docs/admin-markets.md).
 */
export function statusChangeText(intl: IntlShape, marketName: string, to: 'live' | 'coming_soon', launchEmailsQueued?: number): string {
  if (to === 'coming_soon') return intl.formatMessage(words.comingSoon, { market: marketName });
  return intl.formatMessage(words.live, { market: marketName, told: launchEmailsQueued === undefined ? 'unknown' : 'known', count: launchEmailsQueued ?? 0 });
}

/** "Needs an active provider and a priced service" (`beforeLive`: "… before it can go live."), or null when nothing is missing. */
export function needsText(intl: IntlShape, market: Pick<AdminMarket, 'missing'>, beforeLive = false): string | null {
  if (!market.missing.length) return null;
  const gaps = market.missing.map((gap) => intl.formatMessage(gap === 'offerable_provider' ? words.provider : words.service));
  return intl.formatMessage(beforeLive ? words.gapsBeforeLive : words.gaps, { gaps: intl.formatList(gaps, { type: 'conjunction' }) });
}
