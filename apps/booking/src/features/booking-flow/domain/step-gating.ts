import type { IntlShape } from 'react-intl';
import { isDescriptionLongEnough } from '../../../lib/rich-text';
import type { BookingDraft } from '../../../stores/booking-draft/draft-schema';
import { bookingSteps, stepIndex, type BookingStepId } from './steps';
import { timeNotices } from './time-notices';

export interface GateContext {
  /** Holding a time and placing the booking need an account: contact-info is done only when logged in. */
  authenticated: boolean;
  /** Epoch ms: a time in the past or an expired hold no longer counts. */
  now: number;
}

export function isHoldExpired(draft: BookingDraft, now: number): boolean {
  return Boolean(draft.hold && Date.parse(draft.hold.expiresAt) <= now);
}

/** Whether a step's part of the draft is valid. `confirm` is never "done": placing ends the flow. */
export function isStepComplete(step: BookingStepId, draft: BookingDraft, { authenticated, now }: GateContext): boolean {
  switch (step) {
    case 'services':
      return Boolean(draft.marketId && draft.services?.length);
    case 'address':
      return Boolean(draft.address);
    case 'job-info':
      return Boolean(draft.jobInfo && isDescriptionLongEnough(draft.jobInfo.descriptionHtml));
    case 'contact-info':
      return Boolean(draft.contact) && authenticated;
    case 'time-selection':
      return Boolean(draft.start && Date.parse(draft.start) > now) && !isHoldExpired(draft, now);
    case 'provider-selection':
      return Boolean(draft.hold && draft.hold.start === draft.start) && !isHoldExpired(draft, now);
    case 'confirm':
      return false;
  }
}

/** Where the customer has to carry on: the first step not done (`confirm` when all are). */
export function firstIncompleteStep(draft: BookingDraft, context: GateContext): BookingStepId {
  return bookingSteps.find((step) => !isStepComplete(step.id, draft, context))?.id ?? 'confirm';
}

/** A step can be entered once every step before it is done. */
export function canEnter(step: BookingStepId, draft: BookingDraft, context: GateContext): boolean {
  return stepIndex(step) <= stepIndex(firstIncompleteStep(draft, context));
}

const label = (intl: IntlShape, step: BookingStepId) => {
  const found = bookingSteps[stepIndex(step)];
  return found ? intl.formatMessage(found.label) : step;
};

/** Why the customer was sent back to `missing` when they asked for `wanted`, in a sentence in the page's language. */
export function gateMessage(intl: IntlShape, wanted: BookingStepId, missing: BookingStepId, draft: BookingDraft, context: GateContext): string {
  if (missing === 'time-selection' && isHoldExpired(draft, context.now)) {
    return intl.formatMessage(timeNotices.holdExpired);
  }
  if (missing === 'time-selection' && draft.start && Date.parse(draft.start) <= context.now) {
    return intl.formatMessage({ id: 'booking.gate.time-passed', defaultMessage: 'The time you picked has passed. Pick a new one — everything else is saved.' });
  }
  if (missing === 'contact-info' && draft.contact && !context.authenticated) {
    return intl.formatMessage({ id: 'booking.gate.log-in', defaultMessage: 'Log in or create an account to go on — your booking is saved.' });
  }
  return intl.formatMessage(
    { id: 'booking.gate.finish-first', defaultMessage: 'Please finish “{missing}” first; “{wanted}” comes after it.' },
    { missing: label(intl, missing), wanted: label(intl, wanted) },
  );
}
