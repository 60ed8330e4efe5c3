import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { WaitlistForm } from './waitlist-form';
import styles from './coming-soon-page.module.css';

/** Where visitors land when we do not serve their area (or a feature) yet: join the waitlist. */
export function ComingSoonPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shell.page.coming-soon.title', defaultMessage: 'Coming soon' }));
  const [params] = useSearchParams();
  const postalCode = params.get('postalCode') ?? '';
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title" data-page="coming-soon">
      <h1 id="coming-soon-title">
        <FormattedMessage id="shell.coming-soon.title" defaultMessage="We’re not in your area yet" />
      </h1>
      <p className={styles.lead}>
        {postalCode ? (
          <FormattedMessage
            id="shell.coming-soon.lead-postal-code"
            defaultMessage="We don’t serve {postalCode} yet, but we are opening new areas all the time. Leave your email and we will tell you as soon as you can book in your postal code."
            values={{ postalCode: <span translate="no">{postalCode}</span> }}
          />
        ) : (
          <FormattedMessage
            id="shell.coming-soon.lead"
            defaultMessage="We are opening new areas all the time. Leave your email and we will tell you as soon as you can book in your postal code."
          />
        )}
      </p>
      <WaitlistForm defaultPostalCode={postalCode} />
    </section>
  );
}
