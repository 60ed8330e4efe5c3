import { defineMessages } from '@formatjs/intl';

/** What the health check answers when the database does not (docs/languages.md). */
export const healthMessages = defineMessages({
  databaseNotAnswering: { id: 'api.error.health.database-not-answering', defaultMessage: 'The database is not answering.' },
});
