import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { DeskEvent, DeskStatusAction, JobEventChanges } from '@marketplace/contracts';
import { formatDateTime } from '@marketplace/shared-ui/date-time';
import { formatMoney } from '@marketplace/shared-ui/money';

interface StatusActionWords {
  button: MessageDescriptor;
  title: MessageDescriptor;
  description: MessageDescriptor;
  submit: MessageDescriptor;
  done: MessageDescriptor;
  tone: 'primary' | 'danger';
}

/** Each status change's button, dialog and toast, in the manager's words. */
export const statusActionText: Record<DeskStatusAction, StatusActionWords> = {
  accept: {
    ...defineMessages({
      button: { id: 'market.desk.accept.button', defaultMessage: 'Accept for the provider' },
      title: { id: 'market.desk.accept.title', defaultMessage: 'Accept on the provider’s behalf?' },
      description: { id: 'market.desk.accept.description', defaultMessage: 'The job becomes confirmed, as if the provider had accepted it.' },
      submit: { id: 'market.desk.accept.submit', defaultMessage: 'Accept' },
      done: { id: 'market.desk.accept.done', defaultMessage: 'The job is confirmed' },
    }),
    tone: 'primary',
  },
  start: {
    ...defineMessages({
      button: { id: 'market.desk.start.button', defaultMessage: 'Mark as started' },
      title: { id: 'market.desk.start.title', defaultMessage: 'Mark the job as started?' },
      description: { id: 'market.desk.start.description', defaultMessage: 'For when the provider cannot do it themselves.' },
      submit: { id: 'market.desk.start.submit', defaultMessage: 'Mark as started' },
      done: { id: 'market.desk.start.done', defaultMessage: 'The job is in progress' },
    }),
    tone: 'primary',
  },
  complete: {
    ...defineMessages({
      button: { id: 'market.desk.complete.button', defaultMessage: 'Mark as completed' },
      title: { id: 'market.desk.complete.title', defaultMessage: 'Mark the job as completed?' },
      description: { id: 'market.desk.complete.description', defaultMessage: 'The customer can then review it.' },
      submit: { id: 'market.desk.complete.submit', defaultMessage: 'Mark as completed' },
      done: { id: 'market.desk.complete.done', defaultMessage: 'The job is completed' },
    }),
    tone: 'primary',
  },
  noShow: {
    ...defineMessages({
      button: { id: 'market.desk.no-show.button', defaultMessage: 'Record a no-show' },
      title: { id: 'market.desk.no-show.title', defaultMessage: 'Record a no-show?' },
      description: { id: 'market.desk.no-show.description', defaultMessage: 'The customer was not there at the start time.' },
      submit: { id: 'market.desk.no-show.submit', defaultMessage: 'Record the no-show' },
      done: { id: 'market.desk.no-show.done', defaultMessage: 'The no-show is recorded' },
    }),
    tone: 'danger',
  },
  unassign: {
    ...defineMessages({
      button: { id: 'market.desk.unassign.button', defaultMessage: 'Unassign the provider' },
      title: { id: 'market.desk.unassign.title', defaultMessage: 'Take the job away from its provider?' },
      description: { id: 'market.desk.unassign.description', defaultMessage: 'The job goes back to the unassigned queue until you assign someone.' },
      submit: { id: 'market.desk.unassign.submit', defaultMessage: 'Unassign' },
      done: { id: 'market.desk.unassign.done', defaultMessage: 'The job is unassigned' },
    }),
    tone: 'danger',
  },
};

/** The desk's status actions, in the order the buttons show. */
export const statusActionOrder: readonly DeskStatusAction[] = ['accept', 'start', 'complete', 'noShow', 'unassign'];

const words = defineMessages<{
  actor: { name: string; role: DeskEvent['actor']['role'] };
  provider: { before: string; after: string };
  nobody: Record<never, never>;
  start: { before: string; after: string };
  end: { before: string; after: string };
  cancellation: { whose: 'customer' | 'company'; fee: 'apply' | 'waive'; amount: string };
  refund: { amount: string; creditNote: string };
  tipRefund: { amount: string };
}>({
  actor: {
    id: 'market.desk.history.actor',
    defaultMessage: '{name} ({role, select, customer {customer} provider {provider} manager {market manager} admin {admin} other {system}})',
  },
  provider: { id: 'market.desk.history.provider', defaultMessage: 'Provider: {before} → {after}' },
  nobody: { id: 'market.desk.history.nobody', defaultMessage: 'nobody' },
  start: { id: 'market.desk.history.start', defaultMessage: 'Start: {before} → {after}' },
  end: { id: 'market.desk.history.end', defaultMessage: 'End: {before} → {after}' },
  cancellation: {
    id: 'market.desk.history.cancellation',
    defaultMessage: 'On behalf of {whose, select, customer {the customer} other {the company}}; fee {fee, select, apply {applied: {amount}} other {waived}}',
  },
  refund: { id: 'market.desk.history.refund', defaultMessage: 'Refund: {amount} · credit note {creditNote}' },
  tipRefund: { id: 'market.desk.history.tip-refund', defaultMessage: 'Tip refunded: {amount} (no credit note: a tip is not on the invoice)' },
});

/** "Sam Patel (market manager)", "Handyhub (system)". */
export const actorText = (intl: IntlShape, actor: DeskEvent['actor']) => intl.formatMessage(words.actor, { name: actor.name, role: actor.role });

/** What else an event changed, before → after, one line each, times in the market's zone and amounts in the page's language. */
export function changeLines(intl: IntlShape, changes: JobEventChanges | null, timeZone: string, currency: string): string[] {
  if (!changes) return [];
  const lines: string[] = [];
  const { locale } = intl;
  const when = (iso: string) => formatDateTime(iso, { timeZone, format: 'datetime', showTimeZone: true, locale });
  const nobody = intl.formatMessage(words.nobody);
  if (changes.provider) lines.push(intl.formatMessage(words.provider, { before: changes.provider.before?.name ?? nobody, after: changes.provider.after?.name ?? nobody }));
  if (changes.start) lines.push(intl.formatMessage(words.start, { before: when(changes.start.before), after: when(changes.start.after) }));
  if (changes.end) lines.push(intl.formatMessage(words.end, { before: when(changes.end.before), after: when(changes.end.after) }));
  if (changes.cancellation) {
    const { onBehalfOf, fee, feeMinor } = changes.cancellation;
    lines.push(intl.formatMessage(words.cancellation, { whose: onBehalfOf === 'customer' ? 'customer' : 'company', fee: fee === 'apply' ? 'apply' : 'waive', amount: formatMoney(feeMinor, currency, locale) }));
  }
  if (changes.refund) lines.push(intl.formatMessage(words.refund, { amount: formatMoney(changes.refund.amountMinor, changes.refund.currency, locale), creditNote: changes.refund.creditNoteNumber }));
  if (changes.tipRefund) lines.push(intl.formatMessage(words.tipRefund, { amount: formatMoney(changes.tipRefund.amountMinor, changes.tipRefund.currency, locale) }));
  return lines;
}
