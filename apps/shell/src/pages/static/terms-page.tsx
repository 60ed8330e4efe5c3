import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import styles from './legal-page.module.css';

export function TermsPage() {
  useDocumentTitle('Terms');
  return (
    <article className={styles.page} data-page="terms">
      <h1>Terms of service</h1>
      <p className={styles.updated}>Last updated 22 November 2026</p>
      <p>
        Handyhub is a marketplace: it connects customers with independent service providers in each market (city) we operate in.
        By booking or offering services through the site you agree to these terms.
      </p>

      <h2>Bookings</h2>
      <ul>
        <li>The price, service fee and tax are shown before you book, in the market’s currency.</li>
        <li>
          While you check out, the time you chose is held for you for about ten minutes. A booking is requested when you place it
          and confirmed when the provider accepts it. If a provider declines, the market team assigns another provider.
        </li>
        <li>You pay once the job is completed; your card may be authorised when you book.</li>
      </ul>

      <h2>Cancellations and changes</h2>
      <ul>
        <li>
          Each market has a cancellation policy: cancelling is free until a set number of hours before the start, after which a
          fee applies. The policy in force when you booked applies to your job, and the exact fee or refund is shown before you
          confirm a cancellation.
        </li>
        <li>
          You can reschedule a job to another free time; it keeps its reference. Moving a job while cancelling is still free
          gives the new time its own free period; once the free period has ended, the fee stays with the job wherever it moves.
        </li>
        <li>If a provider does not turn up, you are not charged.</li>
      </ul>

      <h2>Providers</h2>
      <p>
        Providers are independent. They set their availability and services, must perform the jobs they accept with due care,
        and are paid their earnings — the job total less the market’s commission — in regular payouts after payment is captured.
      </p>

      <h2>Reviews</h2>
      <p>Reviews must be honest and about the job. We may remove reviews that are abusive, fake or unrelated.</p>

      <h2>Liability</h2>
      <p>
        We run the platform with care but are not a party to the service contract between customer and provider. Nothing in these
        terms limits rights you have by law as a consumer.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: support@handyhub.example. How we handle personal data is described in our{' '}
        <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </article>
  );
}
