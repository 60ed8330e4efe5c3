import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { ProblemOutcome, ProblemReason, ProblemSide, ProblemStatus, ProblemStepKind } from '@marketplace/contracts';

const reasons = defineMessages<Record<ProblemReason, NoMessageValues>>({
  not_done: { id: 'job-ui.problems.reason.not-done', defaultMessage: 'The work was not done' },
  poor_quality: { id: 'job-ui.problems.reason.poor-quality', defaultMessage: 'Poor quality' },
  damage: { id: 'job-ui.problems.reason.damage', defaultMessage: 'Something was damaged' },
  late_or_no_show: { id: 'job-ui.problems.reason.late-or-no-show', defaultMessage: 'Late or did not show up' },
  overcharged: { id: 'job-ui.problems.reason.overcharged', defaultMessage: 'Charged too much' },
  other: { id: 'job-ui.problems.reason.other', defaultMessage: 'Something else' },
});

const statuses = defineMessages<Record<ProblemStatus, NoMessageValues>>({
  open: { id: 'job-ui.problems.status.open', defaultMessage: 'Open: the market team will look at it' },
  waiting_provider: { id: 'job-ui.problems.status.waiting-provider', defaultMessage: 'Waiting for the provider' },
  waiting_customer: { id: 'job-ui.problems.status.waiting-customer', defaultMessage: 'Waiting for the customer' },
  resolved: { id: 'job-ui.problems.status.resolved', defaultMessage: 'Resolved' },
});

const outcomes = defineMessages<Record<ProblemOutcome, NoMessageValues>>({
  none: { id: 'job-ui.problems.outcome.none', defaultMessage: 'No refund' },
  partial_refund: { id: 'job-ui.problems.outcome.partial', defaultMessage: 'Partial refund' },
  full_refund: { id: 'job-ui.problems.outcome.full', defaultMessage: 'Full refund' },
});

const sides = defineMessages<Record<'you' | ProblemSide, NoMessageValues>>({
  you: { id: 'job-ui.problems.by.you', defaultMessage: 'You' },
  customer: { id: 'job-ui.problems.by.customer', defaultMessage: 'The customer' },
  provider: { id: 'job-ui.problems.by.provider', defaultMessage: 'The provider' },
  market: { id: 'job-ui.problems.by.market', defaultMessage: 'The market team' },
});

const kinds = defineMessages<Record<ProblemStepKind, { who: string }>>({
  opened: { id: 'job-ui.problems.step.opened', defaultMessage: '{who} reported the problem' },
  answered: { id: 'job-ui.problems.step.answered', defaultMessage: '{who} answered' },
  asked_provider: { id: 'job-ui.problems.step.asked-provider', defaultMessage: '{who} asked the provider' },
  asked_customer: { id: 'job-ui.problems.step.asked-customer', defaultMessage: '{who} asked the customer' },
  resolved: { id: 'job-ui.problems.step.resolved', defaultMessage: '{who} resolved the case' },
});

export const reasonText = (intl: IntlShape, reason: ProblemReason) => intl.formatMessage(reasons[reason]);
export const statusText = (intl: IntlShape, status: ProblemStatus) => intl.formatMessage(statuses[status]);
export const outcomeText = (intl: IntlShape, outcome: ProblemOutcome) => intl.formatMessage(outcomes[outcome]);
/** Who wrote a step, from the reader's side: "You" for the customer's or provider's own steps; a manager reads "The market team" (another manager may have written it). */
export const sideText = (intl: IntlShape, by: ProblemSide, viewer: ProblemSide) => intl.formatMessage(by === viewer && viewer !== 'market' ? sides.you : sides[by]);
export const stepText = (intl: IntlShape, kind: ProblemStepKind, who: string) => intl.formatMessage(kinds[kind], { who });
