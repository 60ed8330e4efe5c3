import type { ApplicationStep, ProviderApplication } from '@marketplace/contracts';

export type WizardStep = 'account' | ApplicationStep | 'review';

export const wizardSteps: ReadonlyArray<{ id: WizardStep; label: string }> = [
  { id: 'account', label: 'Your account' },
  { id: 'market', label: 'Market and services' },
  { id: 'about', label: 'Experience and about you' },
  { id: 'picture', label: 'Picture' },
  { id: 'phone', label: 'Phone' },
  { id: 'identity', label: 'Identity' },
  { id: 'payout', label: 'Payout account' },
  { id: 'terms', label: 'Provider terms' },
  { id: 'review', label: 'Review and submit' },
];

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

/** Words for the applicant: what state the application is in and what happens next. */
export const statusWords: Record<ProviderApplication['status'], { title: string; text: string }> = {
  draft: { title: 'Draft', text: 'Saved as you go: come back any time to finish it.' },
  submitted: { title: 'Submitted', text: 'The market team is reviewing your application. We email you when they decide.' },
  changes_requested: { title: 'Changes requested', text: 'The market team asked you to change something. Change it, then submit again.' },
  approved: { title: 'Approved', text: 'Welcome aboard: you are a provider now.' },
  rejected: { title: 'Not approved', text: 'The market team did not approve this application. You may apply again later.' },
};

export const historyWords: Record<ProviderApplication['history'][number]['action'], string> = {
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Not approved',
  identity_checked: 'Identity checked',
};

export const actorWords = { you: 'You', market_team: 'The market team', system: 'Handyhub' } as const;
