import { defineMessages } from '@formatjs/intl';

/** What the tip endpoints answer when they refuse (docs/languages.md): in the language of whoever asked. */
export const tipsMessages = defineMessages({
  onlyCustomerTips: { id: 'api.error.tips.only-customer-tips', defaultMessage: 'Only the customer who booked the job can tip its provider.' },
  notCompleted: { id: 'api.error.tips.not-completed', defaultMessage: 'A job can be tipped once it is completed.' },
  windowClosed: { id: 'api.error.tips.window-closed', defaultMessage: 'A job can be tipped for 30 days after it was completed.' },
  tooMany: { id: 'api.error.tips.too-many', defaultMessage: 'This job has received as many tips as it can (5).' },
  nothingLeft: { id: 'api.error.tips.nothing-left', defaultMessage: 'The tips for this job already add up to its total.' },
  atMost: { id: 'api.error.tips.at-most', defaultMessage: 'At most {amount} can be tipped for this job now.' },
  atMostField: { id: 'api.error.tips.at-most-field', defaultMessage: 'At most {amount}' },
  // The card was held, then refused when the tip was taken (the `…0341` test card).
  captureRefused: { id: 'api.error.tips.capture-refused', defaultMessage: 'Your card was refused when the tip was taken. Please use another card.' },
  // A refund naming a tip that is not this job's.
  noSuchTip: { id: 'api.error.tips.no-such-tip', defaultMessage: 'This job has no such tip.' },
});
