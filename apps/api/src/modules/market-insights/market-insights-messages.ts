import { defineMessages } from '@formatjs/intl';

/** What the market's numbers answer when they refuse (docs/languages.md). */
export const marketInsightsMessages = defineMessages({
  onlyManagersSeeNumbers: { id: 'api.error.market-insights.only-managers-see-numbers', defaultMessage: 'Only the managers of this market can see its numbers.' },
});
