import { Link } from 'react-router-dom';
import { PROVIDER_TERMS_VERSION } from '@marketplace/contracts';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import styles from './legal-page.module.css';

/**
 * The provider terms an applicant accepts (docs/provider-onboarding.md). Changing what they say
 * means a new PROVIDER_TERMS_VERSION: applicants then accept the new version before submitting.
 */
export function ProviderTermsPage() {
  useDocumentTitle('Provider terms');
  return (
    <article className={styles.page} data-page="provider-terms">
      <h1>Provider terms</h1>
      <p className={styles.updated}>Version {PROVIDER_TERMS_VERSION}</p>
      <p>
        These terms apply to you when you offer services through Handyhub as a provider, on top of our <Link to="/terms">terms of service</Link>.
        You accept them, by version, when you apply; we ask again when they change.
      </p>

      <h2>Who you are</h2>
      <ul>
        <li>You are an independent professional, at least 18 years old, allowed to work in the market you apply to.</li>
        <li>The details you give are true: your identity is checked by a verification provider before the market team decides.</li>
      </ul>

      <h2>Jobs</h2>
      <ul>
        <li>You set your weekly hours and the services you offer. Customers book you inside those hours.</li>
        <li>You answer requests within the market’s response window, and perform the jobs you accept with due care.</li>
        <li>You may pause yourself at any time: you then get no new requests until you resume.</li>
      </ul>

      <h2>Payouts</h2>
      <p>
        You are paid your earnings — the job total less the market’s commission — in regular payouts to the bank account you gave,
        after the customer’s payment is captured. We keep only the last four digits of that account; the payment provider holds the rest.
      </p>

      <h2>Quality and suspension</h2>
      <p>
        The market team watches ratings, cancellations and no-shows. They may suspend you in their market with a reason you can see;
        your upcoming jobs are then reassigned, never dropped silently.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: providers@handyhub.example. How we handle personal data is described in our <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </article>
  );
}
