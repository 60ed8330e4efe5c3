import { FormattedMessage, useIntl } from 'react-intl';
import { PROVIDER_TERMS_VERSION } from '@marketplace/contracts';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { LegalContact, linkTo } from './legal-parts';
import styles from './legal-page.module.css';

/**
 * The provider terms an applicant accepts (docs/provider-onboarding.md). Changing what they say
 * means a new PROVIDER_TERMS_VERSION: applicants then accept the new version before submitting.
 */
export function ProviderTermsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shell.page.provider-terms.title', defaultMessage: 'Provider terms' }));
  return (
    <article className={styles.page} data-page="provider-terms">
      <h1>
        <FormattedMessage id="shell.provider-terms.title" defaultMessage="Provider terms" />
      </h1>
      <p className={styles.updated}>
        <FormattedMessage id="shell.provider-terms.version" defaultMessage="Version {version}" values={{ version: PROVIDER_TERMS_VERSION }} />
      </p>
      <p>
        <FormattedMessage
          id="shell.provider-terms.intro"
          defaultMessage="These terms apply to you when you offer services through Handyhub as a provider, on top of our <link>terms of service</link>. You accept them, by version, when you apply; we ask again when they change."
          values={{ link: linkTo('/terms') }}
        />
      </p>

      <h2>
        <FormattedMessage id="shell.provider-terms.who.title" defaultMessage="Who you are" />
      </h2>
      <ul>
        <li>
          <FormattedMessage
            id="shell.provider-terms.who.independent"
            defaultMessage="You are an independent professional, at least 18 years old, allowed to work in the market you apply to."
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.provider-terms.who.identity"
            defaultMessage="The details you give are true: your identity is checked by a verification provider before the market team decides."
          />
        </li>
      </ul>

      <h2>
        <FormattedMessage id="shell.provider-terms.jobs.title" defaultMessage="Jobs" />
      </h2>
      <ul>
        <li>
          <FormattedMessage
            id="shell.provider-terms.jobs.hours"
            defaultMessage="You set your weekly hours and the services you offer. Customers book you inside those hours."
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.provider-terms.jobs.respond"
            defaultMessage="You answer requests within the market’s response window, and perform the jobs you accept with due care."
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.provider-terms.jobs.pause"
            defaultMessage="You may pause yourself at any time: you then get no new requests until you resume."
          />
        </li>
      </ul>

      <h2>
        <FormattedMessage id="shell.provider-terms.payouts.title" defaultMessage="Payouts" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.provider-terms.payouts.text"
          defaultMessage="You are paid your earnings — the job total less the market’s commission — in regular payouts to the bank account you gave, after the customer’s payment is captured. We keep only the last four digits of that account; the payment provider holds the rest."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.provider-terms.quality.title" defaultMessage="Quality and suspension" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.provider-terms.quality.text"
          defaultMessage="The market team watches ratings, cancellations and no-shows. They may suspend you in their market with a reason you can see; your upcoming jobs are then reassigned, never dropped silently."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.legal.contact.title" defaultMessage="Contact" />
      </h2>
      <LegalContact email="providers@handyhub.example" />
    </article>
  );
}
