import { defineMessages } from '@formatjs/intl';

/** What the conversation endpoints answer when they refuse (docs/languages.md): in the language of whoever asked. */
export const conversationsMessages = defineMessages({
  closed: { id: 'api.error.conversations.closed', defaultMessage: 'This conversation closed 14 days after the job ended: no new messages can be sent. You can still read it.' },
  noSuchPhoto: { id: 'api.error.conversations.no-such-photo', defaultMessage: 'That photo was not uploaded to this conversation by you, or it was already sent.' },
  noSuchMessage: { id: 'api.error.conversations.no-such-message', defaultMessage: 'This conversation has no such message.' },
  notYourOwn: { id: 'api.error.conversations.not-your-own', defaultMessage: 'You cannot report your own message.' },
  onlyParticipantsReport: { id: 'api.error.conversations.only-participants-report', defaultMessage: 'Only the job’s customer and provider can report a message; the market team handles reports.' },
  alreadyReported: { id: 'api.error.conversations.already-reported', defaultMessage: 'You already reported this message.' },
  tooManyPending: { id: 'api.error.conversations.too-many-pending', defaultMessage: 'Send the photos you uploaded first (at most 4 per message).' },
  onlyManagers: { id: 'api.error.conversations.only-managers', defaultMessage: 'Only the market’s managers can see reported messages.' },
});
