import type { ApplicationStatus, ApplicationStep, IdentityStatus } from '@marketplace/contracts';
import { AppError } from '../../http/app-error';
import type { ErrorText } from '../../http/error-messages/localized';
import { providerApplicationsMessages as m } from './provider-applications-messages';

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
  throw AppError.invalidTransition(status === 'submitted' ? m.cannotChangeSubmitted : m.cannotChangeDecided);
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
/** A gap: its field's message, and the same words as an item of "Before you submit: …". */
export interface Gap {
  step: ApplicationStep;
  field: string;
  message: ErrorText;
  inList: ErrorText;
}

export function missingAnswers(application: Completeness, currentTermsVersion: string): Gap[] {
  const gaps: Array<Gap | false> = [
    !application.marketId && { step: 'market', field: 'marketId', message: m.chooseMarket, inList: m.chooseMarketInList },
    application.serviceIds.length === 0 && { step: 'market', field: 'serviceIds', message: m.chooseService, inList: m.chooseServiceInList },
    !application.displayName && { step: 'about', field: 'displayName', message: m.enterName, inList: m.enterNameInList },
    application.aboutText.trim().length === 0 && { step: 'about', field: 'aboutHtml', message: m.tellAbout, inList: m.tellAboutInList },
    !application.hasPicture && { step: 'picture', field: 'picture', message: m.uploadPicture, inList: m.uploadPictureInList },
    !application.phoneVerified && { step: 'phone', field: 'phone', message: m.verifyPhone, inList: m.verifyPhoneInList },
    application.identityStatus === null && { step: 'identity', field: 'identity', message: m.checkIdentity, inList: m.checkIdentityInList },
    application.identityStatus === 'failed' && { step: 'identity', field: 'identity', message: m.identityFailed, inList: m.identityFailedInList },
    !application.hasPayoutAccount && { step: 'payout', field: 'payoutAccount', message: m.addBankAccount, inList: m.addBankAccountInList },
    application.termsVersion !== currentTermsVersion && { step: 'terms', field: 'terms', message: m.acceptTerms, inList: m.acceptTermsInList },
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
