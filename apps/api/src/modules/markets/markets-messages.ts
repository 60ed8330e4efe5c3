import { defineMessages } from '@formatjs/intl';

/** What the market settings endpoints answer when they refuse (docs/languages.md): in the language of whoever asked. */
export const marketsMessages = defineMessages({
  onlyManagersSeeSettings: { id: 'api.error.markets.only-managers-see-settings', defaultMessage: 'Only the managers of this market can see its settings.' },
  onlyManagersChangeSettings: { id: 'api.error.markets.only-managers-change-settings', defaultMessage: 'Only the managers of this market can change its settings.' },
  staleSettings: { id: 'api.error.markets.stale-settings', defaultMessage: 'Someone changed these settings since you opened them. Reload the latest and make your change again.' },
});
