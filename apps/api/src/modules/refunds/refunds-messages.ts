import { defineMessages } from '@formatjs/intl';

/** What the refund endpoint answers when it refuses (docs/languages.md): in the language of whoever asked. */
export const refundsMessages = defineMessages({
  nothingTaken: { id: 'api.error.refunds.nothing-taken', defaultMessage: 'Nothing was taken for this job, so there is nothing to refund.' },
  allRefunded: { id: 'api.error.refunds.all-refunded', defaultMessage: 'Everything taken for this job has already been refunded.' },
  atMostRefundable: { id: 'api.error.refunds.at-most-refundable', defaultMessage: 'At most {amount} can be refunded.' },
  atMostField: { id: 'api.error.refunds.at-most-field', defaultMessage: 'At most {amount}' },
  keyUsedElsewhere: { id: 'api.error.refunds.key-used-elsewhere', defaultMessage: 'This request was already used for another job’s refund. Reload the page and try again.' },
  refused: { id: 'api.error.refunds.refused', defaultMessage: 'The refund was refused.' },
});
