import { useCallback } from 'react';
import { defineMessages, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';

/**
 * The market app's own form rules keep a message's id as their zod message, and the field words
 * it where it is shown, in the page's language (docs/languages.md). A message that is no id here
 * (the API's field errors, the contract's rules) is shown as it came.
 */
export const formErrors = defineMessages({
  enterNumber: { id: 'market.form.enter-number', defaultMessage: 'Enter a number' },
  notNegative: { id: 'market.form.not-negative', defaultMessage: 'Cannot be negative' },
  atMost100: { id: 'market.form.at-most-100-percent', defaultMessage: 'At most 100%' },
  twoDecimals: { id: 'market.form.two-decimals', defaultMessage: 'At most two decimals' },
  amountTooLong: { id: 'market.form.amount-too-long', defaultMessage: 'That amount is too long' },
  /** Shown with `{example}`: the form's own way of writing 45.50 in the currency. */
  amountLike: { id: 'market.form.amount-like', defaultMessage: 'Enter an amount such as {example}' },
});

const byId = new Map<string, MessageDescriptor>(Object.values(formErrors).map((message) => [message.id, message]));

export function errorText(intl: IntlShape, message: string | undefined, values?: Record<string, string>): string | undefined {
  if (!message) return undefined;
  const known = byId.get(message);
  return known ? intl.formatMessage(known, values) : message;
}

/** `(message) => words`: a form field's error in the page's language. */
export function useErrorText() {
  const intl = useIntl();
  return useCallback((message: string | undefined, values?: Record<string, string>) => errorText(intl, message, values), [intl]);
}
