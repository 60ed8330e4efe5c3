import { type IdentityCheckInput, type LanguageCode, type PayoutAccountInput, type ProviderApplication, testBankAccounts } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { identityOutcomeReason } from '../../i18n/recorded-reasons';
import { ageOn, assertEditable, MINIMUM_PROVIDER_AGE } from './application-rules';
import { applicationView, ownApplication } from './application-view';
import type { Applicant } from './applications.service';
import { insertApplicationEvent, listApplicationMarkets, lockApplication, updateApplication } from './applications.repository';
import { providerApplicationsMessages as m } from './provider-applications-messages';

/** Whose first (someone else's is 404 and costs nothing), then the endpoint's limit says how often. */
export async function admitIdentityCheck(deps: Deps, applicant: Applicant, applicationId: string): Promise<void> {
  assertEditable((await ownApplication(deps.db, applicant, applicationId)).status);
}

/**
 * The identity check (docs/provider-onboarding.md), once admitted: the details go to the verification
 * provider and are forgotten; the outcome, its reference and when are kept, with an event.
 */
export async function checkIdentity(deps: Deps, applicant: Applicant, applicationId: string, input: IdentityCheckInput, language: LanguageCode): Promise<ProviderApplication> {
  const now = deps.now();
  if (ageOn(input.dateOfBirth, now.toISOString().slice(0, 10)) < MINIMUM_PROVIDER_AGE) {
    throw AppError.validation({ dateOfBirth: [{ ...m.tooYoung, values: { age: MINIMUM_PROVIDER_AGE } }] });
  }
  const answer = await deps.identity.verify(input);
  if (!answer.ok) throw AppError.validation({ idNumber: [answer.message] });
  await deps.db.transaction().execute(async (trx) => {
    assertEditable((await ownApplication(trx, applicant, applicationId, lockApplication)).status);
    await updateApplication(trx, applicationId, { identity_status: answer.status, identity_reference: answer.reference, identity_checked_at: now, updated_at: now });
    await insertApplicationEvent(trx, { application_id: applicationId, at: now, actor_user_id: applicant.id, actor_role: 'applicant', action: 'identity_checked', reason: identityOutcomeReason(answer.status) });
  });
  return applicationView(deps.db, await ownApplication(deps.db, applicant, applicationId), language);
}

/**
 * The payout account, tokenised by the gateway in the market's currency: the application keeps
 * the gateway's reference (approval copies it to the provider) and the last four digits.
 */
export async function addPayoutAccount(deps: Deps, applicant: Applicant, applicationId: string, input: PayoutAccountInput, language: LanguageCode): Promise<ProviderApplication> {
  const application = await ownApplication(deps.db, applicant, applicationId);
  assertEditable(application.status);
  const market = (await listApplicationMarkets(deps.db)).find((candidate) => candidate.id === application.market_id);
  if (!market) throw AppError.conflict(m.chooseMarketForPayouts, { marketId: [m.chooseMarketFirst] });
  const answer = await deps.gateway.createPayoutAccount({ ...input, currency: market.currency });
  if (!answer.ok) {
    // The gateway's refusal in the applicant's words, by its code; its own words are for the logs.
    const refusal = answer.code === 'invalid_account' ? { ...m.onlyTestBankAccounts, values: { routing: testBankAccounts.routingNumber } } : m.bankAccountRefused;
    throw AppError.validation({ accountNumber: [refusal] }, refusal);
  }
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    assertEditable((await ownApplication(trx, applicant, applicationId, lockApplication)).status);
    await updateApplication(trx, applicationId, { payout_account_reference: answer.reference, payout_account_last4: answer.last4, updated_at: now });
  });
  return applicationView(deps.db, await ownApplication(deps.db, applicant, applicationId), language);
}
