import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ApplicationStep, ProviderApplication } from '@marketplace/contracts';

export type WizardStep = 'account' | ApplicationStep | 'review';

const stepLabels = defineMessages({
  account: { id: 'provider.apply.step.account', defaultMessage: 'Your account' },
  market: { id: 'provider.apply.step.market', defaultMessage: 'Market and services' },
  about: { id: 'provider.apply.step.about', defaultMessage: 'Experience and about you' },
  picture: { id: 'provider.apply.step.picture', defaultMessage: 'Picture' },
  phone: { id: 'provider.apply.step.phone', defaultMessage: 'Phone' },
  identity: { id: 'provider.apply.step.identity', defaultMessage: 'Identity' },
  payout: { id: 'provider.apply.step.payout', defaultMessage: 'Payout account' },
  terms: { id: 'provider.apply.step.terms', defaultMessage: 'Provider terms' },
  review: { id: 'provider.apply.step.review', defaultMessage: 'Review and submit' },
});

/** The steps in order; each label is a message, formatted where shown. */
export const wizardSteps: ReadonlyArray<{ id: WizardStep; label: MessageDescriptor }> = (
  ['account', 'market', 'about', 'picture', 'phone', 'identity', 'payout', 'terms', 'review'] as const
).map((id) => ({ id, label: stepLabels[id] }));

/** Where a returning applicant resumes: the first step still missing, else the review. */
export function resumeStep(application: Pick<ProviderApplication, 'missing'>): WizardStep {
  return application.missing[0] ?? 'review';
}

export function nextStep(step: WizardStep): WizardStep {
  const index = wizardSteps.findIndex((candidate) => candidate.id === step);
  return wizardSteps[Math.min(index + 1, wizardSteps.length - 1)]!.id;
}

export function previousStep(step: WizardStep): WizardStep | null {
  const index = wizardSteps.findIndex((candidate) => candidate.id === step);
  return index > 1 ? wizardSteps[index - 1]!.id : null;
}

const statusTitles = defineMessages({
  draft: { id: 'provider.apply.status.draft', defaultMessage: 'Draft' },
  submitted: { id: 'provider.apply.status.submitted', defaultMessage: 'Submitted' },
  changes_requested: { id: 'provider.apply.status.changes-requested', defaultMessage: 'Changes requested' },
  approved: { id: 'provider.apply.status.approved', defaultMessage: 'Approved' },
  rejected: { id: 'provider.apply.status.rejected', defaultMessage: 'Not approved' },
});
const statusTexts = defineMessages({
  draft: { id: 'provider.apply.status.draft-text', defaultMessage: 'Saved as you go: come back any time to finish it.' },
  submitted: { id: 'provider.apply.status.submitted-text', defaultMessage: 'The market team is reviewing your application. We email you when they decide.' },
  changes_requested: { id: 'provider.apply.status.changes-requested-text', defaultMessage: 'The market team asked you to change something. Change it, then submit again.' },
  approved: { id: 'provider.apply.status.approved-text', defaultMessage: 'Welcome aboard: you are a provider now.' },
  rejected: { id: 'provider.apply.status.rejected-text', defaultMessage: 'The market team did not approve this application. You may apply again later.' },
});

/** Words for the applicant (messages): what state the application is in and what happens next. */
export const statusWords: Record<ProviderApplication['status'], { title: MessageDescriptor; text: MessageDescriptor }> = {
  draft: { title: statusTitles.draft, text: statusTexts.draft },
  submitted: { title: statusTitles.submitted, text: statusTexts.submitted },
  changes_requested: { title: statusTitles.changes_requested, text: statusTexts.changes_requested },
  approved: { title: statusTitles.approved, text: statusTexts.approved },
  rejected: { title: statusTitles.rejected, text: statusTexts.rejected },
};

export const historyWords: Record<ProviderApplication['history'][number]['action'], MessageDescriptor> = defineMessages({
  submitted: { id: 'provider.apply.history.submitted', defaultMessage: 'Submitted' },
  changes_requested: { id: 'provider.apply.history.changes-requested', defaultMessage: 'Changes requested' },
  approved: { id: 'provider.apply.history.approved', defaultMessage: 'Approved' },
  rejected: { id: 'provider.apply.history.rejected', defaultMessage: 'Not approved' },
  identity_checked: { id: 'provider.apply.history.identity-checked', defaultMessage: 'Identity checked' },
});
