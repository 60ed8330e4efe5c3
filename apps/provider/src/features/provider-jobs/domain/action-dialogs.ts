import { completeJobSchema, declineJobSchema, noShowJobSchema, providerCancelJobSchema, type ProviderJobAction } from '@marketplace/contracts';
import type { z } from '@marketplace/contracts/zod';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The actions that ask something first: a reason (required or not) or a note. */
export type DialogAction = Exclude<ProviderJobAction, 'accept' | 'start'>;

/** The dialog's words, as messages the dialog formats in the page's language. */
export interface ActionDialogText {
  title: MessageDescriptor;
  description: MessageDescriptor;
  label: MessageDescriptor;
  hint: MessageDescriptor;
  submit: MessageDescriptor;
  done: MessageDescriptor;
  required: boolean;
  maxLength: number;
  tone: 'danger' | 'primary';
}

/** The API's own body schema and its one text field: the same rules and messages on both sides. */
export const actionBodies = {
  decline: { schema: declineJobSchema, field: 'reason' },
  cancel: { schema: providerCancelJobSchema, field: 'reason' },
  noShow: { schema: noShowJobSchema, field: 'reason' },
  complete: { schema: completeJobSchema, field: 'note' },
} as const satisfies Record<DialogAction, { schema: z.ZodMiniType; field: 'reason' | 'note' }>;

const seenByBoth = defineMessages({ hint: { id: 'provider.action.seen-by-customer-and-market', defaultMessage: 'The customer and the market see this.' } });

const decline = defineMessages({
  title: { id: 'provider.action.decline.title', defaultMessage: 'Decline this request?' },
  description: { id: 'provider.action.decline.description', defaultMessage: 'The market will find the customer another provider.' },
  label: { id: 'provider.action.decline.label', defaultMessage: 'Why are you declining?' },
  submit: { id: 'provider.action.decline.submit', defaultMessage: 'Decline request' },
  done: { id: 'provider.action.decline.done', defaultMessage: 'Request declined' },
});
const cancel = defineMessages({
  title: { id: 'provider.action.cancel.title', defaultMessage: 'Cancel this job?' },
  description: { id: 'provider.action.cancel.description', defaultMessage: 'The customer pays nothing and the market may book them again with someone else.' },
  label: { id: 'provider.action.cancel.label', defaultMessage: 'Why are you cancelling?' },
  submit: { id: 'provider.action.cancel.submit', defaultMessage: 'Cancel the job' },
  done: { id: 'provider.action.cancel.done', defaultMessage: 'Job cancelled' },
});
const noShow = defineMessages({
  title: { id: 'provider.action.no-show.title', defaultMessage: 'Mark as a no-show?' },
  description: { id: 'provider.action.no-show.description', defaultMessage: 'Say so only if the customer was not there at the start time.' },
  label: { id: 'provider.action.no-show.label', defaultMessage: 'What happened? (optional)' },
  submit: { id: 'provider.action.no-show.submit', defaultMessage: 'Mark as no-show' },
  done: { id: 'provider.action.no-show.done', defaultMessage: 'Marked as a no-show' },
});
const complete = defineMessages({
  title: { id: 'provider.action.complete.title', defaultMessage: 'Complete this job?' },
  description: { id: 'provider.action.complete.description', defaultMessage: 'The customer is told the job is done and can pay and review it.' },
  label: { id: 'provider.action.complete.label', defaultMessage: 'A note for the customer (optional)' },
  hint: { id: 'provider.action.complete.hint', defaultMessage: 'Shown on the customer’s job page.' },
  submit: { id: 'provider.action.complete.submit', defaultMessage: 'Complete job' },
  done: { id: 'provider.action.complete.done', defaultMessage: 'Job completed' },
});

export const actionDialogText: Record<DialogAction, ActionDialogText> = {
  decline: { ...decline, hint: seenByBoth.hint, required: true, maxLength: 500, tone: 'danger' },
  cancel: { ...cancel, hint: seenByBoth.hint, required: true, maxLength: 500, tone: 'danger' },
  noShow: { ...noShow, hint: seenByBoth.hint, required: false, maxLength: 500, tone: 'danger' },
  complete: { ...complete, required: false, maxLength: 1000, tone: 'primary' },
};
