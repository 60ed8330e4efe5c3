import { type LanguageCode, PROVIDER_TERMS_VERSION, type ProviderApplication } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { resubmittedReason } from '../../i18n/recorded-reasons';
import { queueAccountMessage } from '../notifications';
import { assertEditable, missingAnswers } from './application-rules';
import { applicationView, completenessOf, ownApplication } from './application-view';
import type { Applicant } from './applications.service';
import { findApplicant, insertApplicationEvent, isProviderInMarket, lockApplication, updateApplication } from './applications.repository';
import { providerApplicationsMessages as m } from './provider-applications-messages';

/**
 * Sends the application to its market's team (docs/provider-onboarding.md): from a draft, or
 * again after changes were asked for. Everything must be there; a 400 lists what is not. The
 * applicant is emailed that it arrived, in the same transaction.
 */
export async function submitApplication(deps: Deps, applicant: Applicant, applicationId: string, language: LanguageCode): Promise<ProviderApplication> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await ownApplication(trx, applicant, applicationId, lockApplication);
    assertEditable(row.status);
    const person = await findApplicant(trx, applicant.id);
    const gaps = missingAnswers(completenessOf(row, person.phone_verified_at !== null), PROVIDER_TERMS_VERSION);
    if (gaps.length) {
      const fieldErrors = Object.fromEntries(gaps.map((gap) => [gap.field, [gap.message]]));
      throw AppError.validation(fieldErrors, { ...m.beforeYouSubmit, values: { gaps: gaps.map((gap) => gap.inList) } });
    }
    if (await isProviderInMarket(trx, applicant.id, row.market_id!)) throw AppError.conflict(m.alreadyProvider);
    const resubmitted = row.status === 'changes_requested';
    await updateApplication(trx, applicationId, { status: 'submitted', submitted_at: now, updated_at: now });
    await insertApplicationEvent(trx, { application_id: applicationId, at: now, actor_user_id: applicant.id, actor_role: 'applicant', action: 'submitted', reason: resubmitted ? resubmittedReason : null });
    await queueAccountMessage(deps, trx, {
      userId: person.id,
      channel: 'email',
      to: person.email,
      template: 'provider_application_received',
      recipientName: person.name,
      key: `provider-application:${applicationId}:submitted:${now.toISOString()}`,
    });
  });
  return applicationView(deps.db, await ownApplication(deps.db, applicant, applicationId), language);
}
