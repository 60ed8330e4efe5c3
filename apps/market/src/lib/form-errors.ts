import { useCallback } from 'react';
import { defineMessages, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { issueMessage } from '@marketplace/contracts/messages';

/**
 * The market app's own form rules keep a message's id as their zod message, and the field words
 * it where it is shown, in the page's language (docs/languages.md). A message that is no id here
 * (the API's field errors, the contract's rules) is shown as it came.
 */
export const formErrors = defineMessages({
  enterNumber: { id: 'market.form.enter-number', defaultMessage: 'Enter a number' },
  notNegative: { id: 'market.form.not-negative', defaultMessage: 'Cannot be negative' },
  atMost100: { id: 'market.form.at-most-100-percent', defaultMessage: 'At most 100%' },
  atMost50: { id: 'market.form.at-most-50-percent', defaultMessage: 'At most 50%' },
  twoDecimals: { id: 'market.form.two-decimals', defaultMessage: 'At most two decimals' },
  amountTooLong: { id: 'market.form.amount-too-long', defaultMessage: 'That amount is too long' },
  /** Shown with `{example}`: the form's own way of writing 45.50 in the currency. */
  amountLike: { id: 'market.form.amount-like', defaultMessage: 'Enter an amount such as {example}' },
  /** One line of a list that the contract refused: the line, then the contract's message. */
  lineProblem: { id: 'market.form.line-problem', defaultMessage: '“{line}”: {problem}' },
});

const byId = new Map<string, MessageDescriptor>(Object.values(formErrors).map((message) => [message.id, message]));

/**
 * A message in the page's language: one of these ids (with the values it carries, `<id>?line=…`,
 * see @marketplace/contracts' messageWithValues), or one of the contract's, or text as it came.
 */
export function errorText(intl: IntlShape, message: string | undefined, values?: Record<string, string>): string | undefined {
  if (!message) return undefined;
  const at = message.indexOf('?');
  const known = byId.get(at < 0 ? message : message.slice(0, at));
  if (!known) return issueMessage(message, (descriptor, carried) => intl.formatMessage(descriptor, carried));
  const carried: Record<string, string> = at < 0 ? {} : Object.fromEntries(new URLSearchParams(message.slice(at + 1)));
  const worded = Object.fromEntries(Object.entries({ ...carried, ...values }).map(([name, value]) => [name, errorText(intl, value) ?? value]));
  return intl.formatMessage(known, worded);
}

/** `(message) => words`: a form field's error in the page's language. */
export function useErrorText() {
  const intl = useIntl();
  return useCallback((message: string | undefined, values?: Record<string, string>) => errorText(intl, message, values), [intl]);
}
