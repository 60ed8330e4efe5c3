import { completeJobSchema, declineJobSchema, noShowJobSchema, providerCancelJobSchema, type ProviderJobAction } from '@marketplace/contracts';
import type { z } from '@marketplace/contracts/zod';

/** The actions that ask something first: a reason (required or not) or a note. */
export type DialogAction = Exclude<ProviderJobAction, 'accept' | 'start'>;

export interface ActionDialogText {
  title: string;
  description: string;
  label: string;
  hint: string;
  submit: string;
  done: string;
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

export const actionDialogText: Record<DialogAction, ActionDialogText> = {
  decline: {
    title: 'Decline this request?',
    description: 'The market will find the customer another provider.',
    label: 'Why are you declining?',
    hint: 'The customer and the market see this.',
    submit: 'Decline request',
    done: 'Request declined',
    required: true,
    maxLength: 500,
    tone: 'danger',
  },
  cancel: {
    title: 'Cancel this job?',
    description: 'The customer pays nothing and the market may book them again with someone else.',
    label: 'Why are you cancelling?',
    hint: 'The customer and the market see this.',
    submit: 'Cancel the job',
    done: 'Job cancelled',
    required: true,
    maxLength: 500,
    tone: 'danger',
  },
  noShow: {
    title: 'Mark as a no-show?',
    description: 'Say so only if the customer was not there at the start time.',
    label: 'What happened? (optional)',
    hint: 'The customer and the market see this.',
    submit: 'Mark as no-show',
    done: 'Marked as a no-show',
    required: false,
    maxLength: 500,
    tone: 'danger',
  },
  complete: {
    title: 'Complete this job?',
    description: 'The customer is told the job is done and can pay and review it.',
    label: 'A note for the customer (optional)',
    hint: 'Shown on the customer’s job page.',
    submit: 'Complete job',
    done: 'Job completed',
    required: false,
    maxLength: 1000,
    tone: 'primary',
  },
};
