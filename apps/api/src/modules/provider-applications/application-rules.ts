import type { ApplicationStatus, ApplicationStep, IdentityStatus } from '@marketplace/contracts';
import { AppError } from '../../http/app-error';

/**
 * The application's rules (docs/provider-onboarding.md) as pure functions: when it may be
 * changed, what submitting still needs, and who an event names.
 */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['draft', 'submitted', 'changes_requested'];
const EDITABLE: readonly ApplicationStatus[] = ['draft', 'changes_requested'];

export function isEditable(status: ApplicationStatus): boolean {
  return EDITABLE.includes(status);
}

/** 409 unless the applicant may change the application now. */
export function assertEditable(status: ApplicationStatus): void {
  if (isEditable(status)) return;
  const why = status === 'submitted' ? 'It was sent to the market team: wait for their answer.' : 'It was decided: start a new application instead.';
  throw AppError.invalidTransition(`This application cannot be changed now. ${why}`);
}

export interface Completeness {
  marketId: string | null;
  serviceIds: string[];
  displayName: string | null;
  aboutText: string;
  hasPicture: boolean;
  phoneVerified: boolean;
  identityStatus: IdentityStatus | null;
  hasPayoutAccount: boolean;
  termsVersion: string | null;
}

/** What submitting still needs, per step, in the form's order, with the words for each gap. */
export function missingAnswers(application: Completeness, currentTermsVersion: string): Array<{ step: ApplicationStep; field: string; message: string }> {
  const gaps: Array<{ step: ApplicationStep; field: string; message: string } | false> = [
    !application.marketId && { step: 'market', field: 'marketId', message: 'Choose the market you want to work in' },
    application.serviceIds.length === 0 && { step: 'market', field: 'serviceIds', message: 'Choose at least one service you offer there' },
    !application.displayName && { step: 'about', field: 'displayName', message: 'Enter the name customers will see' },
    application.aboutText.trim().length === 0 && { step: 'about', field: 'aboutHtml', message: 'Tell customers about your experience' },
    !application.hasPicture && { step: 'picture', field: 'picture', message: 'Upload a picture of yourself' },
    !application.phoneVerified && { step: 'phone', field: 'phone', message: 'Verify your phone number' },
    application.identityStatus === null && { step: 'identity', field: 'identity', message: 'Check your identity' },
    application.identityStatus === 'failed' && { step: 'identity', field: 'identity', message: 'Your identity check failed: check it again with the right details' },
    !application.hasPayoutAccount && { step: 'payout', field: 'payoutAccount', message: 'Add the bank account we pay you to' },
    application.termsVersion !== currentTermsVersion && { step: 'terms', field: 'terms', message: 'Accept the current provider terms' },
  ];
  return gaps.filter((gap) => gap !== false);
}

export function missingSteps(application: Completeness, currentTermsVersion: string): ApplicationStep[] {
  return [...new Set(missingAnswers(application, currentTermsVersion).map((gap) => gap.step))];
}

/** The applicant sees the market's decisions as the team's, never a manager's name. */
export function eventActor(role: 'applicant' | 'manager' | 'admin' | 'system'): 'you' | 'market_team' | 'system' {
  if (role === 'applicant') return 'you';
  if (role === 'system') return 'system';
  return 'market_team';
}

/** Whole years between a date of birth (YYYY-MM-DD) and a day (YYYY-MM-DD), as a birthday counts them. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const MINIMUM_PROVIDER_AGE = 18;
