import { defineMessages } from '@formatjs/intl';

/** What the market's job list and export answer when they refuse (docs/languages.md). */
export const marketJobsMessages = defineMessages({
  onlyManagersSeeJobs: { id: 'api.error.market-jobs.only-managers-see-jobs', defaultMessage: 'Only the managers of this market can see its jobs.' },
  tooManyToExport: {
    id: 'api.error.market-jobs.too-many-to-export',
    defaultMessage: 'More than {max, number} jobs match these filters: narrow them (dates, status, provider, service) and export again.',
  },
});
