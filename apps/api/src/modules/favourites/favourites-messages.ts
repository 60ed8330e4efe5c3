import { defineMessages } from '@formatjs/intl';

/** What the favourites endpoints answer when they refuse (docs/languages.md). */
export const favouritesMessages = defineMessages({
  tooMany: {
    id: 'api.error.favourites.too-many',
    defaultMessage: 'You can keep at most {max, number} favourite providers. Remove one to add another.',
  },
});
