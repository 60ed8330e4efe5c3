import { FormattedMessage, useIntl } from 'react-intl';
import { applicationSteps } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormActions, FormLayout } from '@marketplace/shared-ui/form-layout';
import { RichText } from '@marketplace/shared-ui/rich-text';
import { personalDataProps } from '@marketplace/error-reporting';
import { useSubmitApplication } from '../api/use-application';
import { type WizardStep, wizardSteps } from '../domain/application-steps';
import { ApplicantPicture } from './applicant-picture';
import type { StepProps } from './step-props';

/** Step 9: everything at a glance, what is still missing (each a way back to its step), and submit. */
export function ReviewStep({ data, application, onDone, onBack, onGoTo }: StepProps & { onBack?: () => void; onGoTo: (step: WizardStep) => void }) {
  const intl = useIntl();
  const submit = useSubmitApplication(application.id);
  const market = data.markets.find((candidate) => candidate.id === application.marketId);
  const services = market?.services.filter((service) => application.serviceIds.includes(service.id)).map((service) => service.name) ?? [];
  const labelOf = (step: WizardStep) => wizardSteps.find((candidate) => candidate.id === step)!.label;
  /** What the applicant entered, or the market named: data, not words to translate. */
  const dataText = (value: string) => <span translate="no">{value}</span>;
  const facts: Array<[string, React.ReactNode]> = [
    [intl.formatMessage({ id: 'provider.apply.review.market', defaultMessage: 'Market' }), market ? dataText(market.name) : '—'],
    [intl.formatMessage({ id: 'provider.apply.review.services', defaultMessage: 'Services' }), services.length ? dataText(services.join(', ')) : '—'],
    [intl.formatMessage({ id: 'provider.apply.review.display-name', defaultMessage: 'Name customers see' }), application.displayName ? dataText(application.displayName) : '—'],
    [
      intl.formatMessage({ id: 'provider.apply.review.years', defaultMessage: 'Years of experience' }),
      application.experienceYears === null ? '—' : intl.formatNumber(application.experienceYears),
    ],
    [
      intl.formatMessage({ id: 'provider.apply.review.picture', defaultMessage: 'Picture' }),
      application.pictureUrl ? <ApplicantPicture src={application.pictureUrl} alt={intl.formatMessage({ id: 'provider.apply.review.picture-alt', defaultMessage: 'Your picture' })} size={96} /> : '—',
    ],
    [
      intl.formatMessage({ id: 'provider.apply.review.phone', defaultMessage: 'Phone' }),
      application.phoneVerified
        ? intl.formatMessage({ id: 'provider.apply.review.phone-verified', defaultMessage: 'Verified' })
        : intl.formatMessage({ id: 'provider.apply.review.phone-not-verified', defaultMessage: 'Not verified' }),
    ],
    [
      intl.formatMessage({ id: 'provider.apply.review.identity', defaultMessage: 'Identity' }),
      application.identity
        ? intl.formatMessage(
            { id: 'provider.apply.review.identity-status', defaultMessage: '{status, select, clear {clear} needs_review {needs review} other {failed}}' },
            { status: application.identity.status },
          )
        : intl.formatMessage({ id: 'provider.apply.review.identity-not-checked', defaultMessage: 'Not checked' }),
    ],
    [
      intl.formatMessage({ id: 'provider.apply.review.payout', defaultMessage: 'Payout account' }),
      application.payoutAccount
        ? intl.formatMessage({ id: 'provider.apply.review.payout-ending', defaultMessage: 'Ending {last4}' }, { last4: application.payoutAccount.last4 })
        : '—',
    ],
    [
      intl.formatMessage({ id: 'provider.apply.review.terms', defaultMessage: 'Provider terms' }),
      application.terms
        ? intl.formatMessage({ id: 'provider.apply.review.terms-accepted', defaultMessage: 'Version {version} accepted' }, { version: application.terms.version })
        : intl.formatMessage({ id: 'provider.apply.review.terms-not-accepted', defaultMessage: 'Not accepted' }),
    ],
  ];
  return (
    <FormLayout>
      <dl {...personalDataProps}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {application.aboutHtml && (
        <section aria-label={intl.formatMessage({ id: 'provider.apply.review.about', defaultMessage: 'About you' })} {...personalDataProps}>
          <RichText html={application.aboutHtml} translate="no" />
        </section>
      )}
      {application.missing.length > 0 && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'provider.apply.review.missing', defaultMessage: 'Before you submit, finish these steps' })}>
          <ul>
            {applicationSteps.filter((step) => application.missing.includes(step)).map((step) => (
              <li key={step}>
                <Button variant="ghost" size="sm" onClick={() => onGoTo(step)}>
                  <FormattedMessage {...labelOf(step)} />
                </Button>
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {submit.isError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'provider.apply.review.not-submitted', defaultMessage: 'Not submitted' })}>
          {errorMessage(submit.error)}
        </Alert>
      )}
      <FormActions>
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            <FormattedMessage id="provider.apply.back" defaultMessage="Back" />
          </Button>
        )}
        <Button disabled={application.missing.length > 0} loading={submit.isPending} onClick={() => submit.mutate(undefined, { onSuccess: onDone })}>
          <FormattedMessage id="provider.apply.review.submit" defaultMessage="Submit application" />
        </Button>
      </FormActions>
    </FormLayout>
  );
}
