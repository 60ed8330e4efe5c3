import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { LastUpdated, LegalContact } from './legal-parts';
import styles from './legal-page.module.css';

export function TermsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shell.page.terms.title', defaultMessage: 'Terms' }));
  return (
    <article className={styles.page} data-page="terms">
      <h1>
        <FormattedMessage id="shell.terms.title" defaultMessage="Terms of service" />
      </h1>
      <LastUpdated date="2026-11-22" />
      <p>
        <FormattedMessage
          id="shell.terms.intro"
          defaultMessage="Handyhub is a marketplace: it connects customers with independent service providers in each market (city) we operate in. By booking or offering services through the site you agree to these terms."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.terms.bookings.title" defaultMessage="Bookings" />
      </h2>
      <ul>
        <li>
          <FormattedMessage id="shell.terms.bookings.price" defaultMessage="The price, service fee and tax are shown before you book, in the market’s currency." />
        </li>
        <li>
          <FormattedMessage
            id="shell.terms.bookings.hold"
            defaultMessage="While you check out, the time you chose is held for you for about ten minutes. A booking is requested when you place it and confirmed when the provider accepts it. If a provider declines, the market team assigns another provider."
          />
        </li>
        <li>
          <FormattedMessage id="shell.terms.bookings.payment" defaultMessage="You pay once the job is completed; your card may be authorised when you book." />
        </li>
      </ul>

      <h2>
        <FormattedMessage id="shell.terms.cancellations.title" defaultMessage="Cancellations and changes" />
      </h2>
      <ul>
        <li>
          <FormattedMessage
            id="shell.terms.cancellations.policy"
            defaultMessage="Each market has a cancellation policy: cancelling is free until a set number of hours before the start, after which a fee applies. The policy in force when you booked applies to your job, and the exact fee or refund is shown before you confirm a cancellation."
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.terms.cancellations.reschedule"
            defaultMessage="You can reschedule a job to another free time; it keeps its reference. Moving a job while cancelling is still free gives the new time its own free period; once the free period has ended, the fee stays with the job wherever it moves."
          />
        </li>
        <li>
          <FormattedMessage id="shell.terms.cancellations.no-show" defaultMessage="If a provider does not turn up, you are not charged." />
        </li>
      </ul>

      <h2>
        <FormattedMessage id="shell.terms.providers.title" defaultMessage="Providers" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.terms.providers.text"
          defaultMessage="Providers are independent. They set their availability and services, must perform the jobs they accept with due care, and are paid their earnings — the job total less the market’s commission — in regular payouts after payment is captured."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.terms.reviews.title" defaultMessage="Reviews" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.terms.reviews.text"
          defaultMessage="Reviews must be honest and about the job. We may remove reviews that are abusive, fake or unrelated."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.terms.liability.title" defaultMessage="Liability" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.terms.liability.text"
          defaultMessage="We run the platform with care but are not a party to the service contract between customer and provider. Nothing in these terms limits rights you have by law as a consumer."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.legal.contact.title" defaultMessage="Contact" />
      </h2>
      <LegalContact email="support@handyhub.example" />
    </article>
  );
}
