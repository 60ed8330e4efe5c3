import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import styles from './legal-page.module.css';

export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy policy');
  return (
    <article className={styles.page} data-page="privacy-policy">
      <h1>Privacy policy</h1>
      <p className={styles.updated}>Last updated 25 November 2026</p>
      <p>
        This policy explains what Handyhub collects when you use the site, why, who receives it, and the choices you have. It
        covers customers, providers and market managers.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> name, email address, phone number and a securely hashed password. We never store your
          password itself.
        </li>
        <li>
          <strong>Your bookings:</strong> the services you book, the service address, job descriptions and access notes, times,
          prices, invoices and payments, and reviews you leave.
        </li>
        <li>
          <strong>Providers:</strong> profile details, picture, services, availability, time off, jobs and earnings.
        </li>
        <li>
          <strong>Payments:</strong> processed by our payment gateway. We keep the amount, status and the gateway’s reference, never
          your full card number.
        </li>
      </ul>

      <h2 id="error-reporting">Error reporting, performance data and session replay</h2>
      <p>
        To find and fix problems quickly, the site sends technical data to an <strong>error-reporting service (Sentry)</strong>{' '}
        that processes it on our behalf:
      </p>
      <ul>
        <li>
          <strong>Error reports:</strong> when something breaks, the error message, where in our code it happened, the page
          address, your browser and device type, and the steps that led to it.
        </li>
        <li>
          <strong>Performance traces:</strong> how long page loads, navigations and requests to our own servers take. Tracing
          information is attached only to requests to our own site, never to other websites.
        </li>
        <li>
          <strong>Session replay:</strong> for a small share of visits (about 1 in 100), and for about 1 in 4 visits in which an
          error occurs, a replay of the page as you saw it — clicks, scrolling, page changes and the text shown on screen. Text on
          the page is <strong>not masked</strong> in general, but parts that show <strong>personal data are masked</strong>:
          your name and email, addresses, phone numbers, job descriptions, access notes, your jobs and the devices and addresses
          of your sessions. What you <strong>type into form fields is always masked</strong>: passwords, card numbers and other
          inputs are never recorded.
        </li>
      </ul>
      <p>
        This data is used only to keep the site working and is deleted by the service after its retention period (90 days at
        most). A page that simply does not exist is not reported.
      </p>

      <h2>Why we use your data</h2>
      <p>
        To provide the bookings you ask for (our contract with you), to keep the site secure and working (our legitimate
        interest), to meet tax and accounting duties (legal obligation), and to send the notifications you choose.
      </p>

      <h2>Who receives it</h2>
      <p>
        The provider you book sees what they need to do the job: your name, contact details, the address, job details and access
        notes. The market’s managers see the jobs in their market. Our processors (hosting, email and SMS delivery, payment
        gateway and the error-reporting service) act on our instructions only. We do not sell personal data.
      </p>

      <h2>Cookies</h2>
      <p>
        We use one essential cookie to keep you logged in. It is HttpOnly (not readable by scripts) and is deleted when you log
        out or your session expires. We do not use advertising cookies.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          <strong>Your account</strong> for as long as it is open.
        </li>
        <li>
          <strong>Invoices, credit notes, payments and the accounting entries behind them</strong>, including the name and billing
          address printed on the invoice, for 10 years after the end of the year in which they were issued, as tax law requires.
        </li>
        <li>
          <strong>Security log entries</strong> (logins, password and email changes, with the device and network address) for 13
          months.
        </li>
        <li>
          <strong>Emails with a code or a link</strong> (confirming your email or phone, resetting your password): the code and
          the link are kept only until the message is delivered, then erased from our records.
        </li>
        <li>
          <strong>Error and replay data</strong> for at most 90 days.
        </li>
      </ul>

      <h2 id="deleting-your-account">Deleting your account</h2>
      <p>
        You can delete your account yourself on <Link to="/account">your account page</Link>. Before you confirm, it shows any
        upcoming jobs that deleting will cancel, each with the cancellation fee its policy charges at that moment. It cannot be
        deleted while one of your jobs is in progress or a payout to you is still pending.
      </p>
      <p>
        When you delete it, your personal data is erased or anonymised: your name, email address, phone number, addresses and
        the notes of your jobs are removed, and what has to stay no longer points to you. Your sessions end and you can no
        longer log in. What tax law makes us keep stays for the period above: invoices, credit notes, payments and ledger
        entries, with the name and billing address printed on the invoice. Security log entries stay for 13 months, then go.
      </p>

      <h2>Your rights</h2>
      <p>
        You can download a copy of your data at any time from <Link to="/account">your account page</Link> (one file with your
        details, jobs, payments, invoices, reviews, messages and sessions), correct your details there, or delete your account.
        You can also object to processing or complain to your data-protection authority. Write to privacy@handyhub.example.
      </p>

      <p>
        See also our <Link to="/terms">terms</Link>.
      </p>
    </article>
  );
}
