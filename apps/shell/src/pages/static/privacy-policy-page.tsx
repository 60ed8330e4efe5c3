import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { LastUpdated, linkTo } from './legal-parts';
import styles from './legal-page.module.css';

const privacyEmail = 'privacy@handyhub.example';

export function PrivacyPolicyPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shell.page.privacy-policy.title', defaultMessage: 'Privacy policy' }));
  return (
    <article className={styles.page} data-page="privacy-policy">
      <h1>
        <FormattedMessage id="shell.privacy.title" defaultMessage="Privacy policy" />
      </h1>
      <LastUpdated date="2026-11-25" />
      <p>
        <FormattedMessage
          id="shell.privacy.intro"
          defaultMessage="This policy explains what Handyhub collects when you use the site, why, who receives it, and the choices you have. It covers customers, providers and market managers."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.privacy.collect.title" defaultMessage="What we collect" />
      </h2>
      <ul>
        <li>
          <FormattedMessage
            id="shell.privacy.collect.account"
            defaultMessage="<strong>Your account:</strong> name, email address, phone number and a securely hashed password. We never store your password itself."
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.privacy.collect.bookings"
            defaultMessage="<strong>Your bookings:</strong> the services you book, the service address, job descriptions and access notes, times, prices, invoices and payments, and reviews you leave."
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.privacy.collect.providers"
            defaultMessage="<strong>Providers:</strong> profile details, picture, services, availability, time off, jobs and earnings."
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.privacy.collect.payments"
            defaultMessage="<strong>Payments:</strong> processed by our payment gateway. We keep the amount, status and the gateway’s reference, never your full card number."
          />
        </li>
      </ul>

      <h2 id="error-reporting">
        <FormattedMessage id="shell.privacy.errors.title" defaultMessage="Error reporting, performance data and session replay" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.errors.intro"
          defaultMessage="To find and fix problems quickly, the site sends technical data to an <strong>error-reporting service (Sentry)</strong> that processes it on our behalf:"
        />
      </p>
      <ul>
        <li>
          <FormattedMessage
            id="shell.privacy.errors.reports"
            defaultMessage="<strong>Error reports:</strong> when something breaks, the error message, where in our code it happened, the page address, your browser and device type, and the steps that led to it."
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.privacy.errors.traces"
            defaultMessage="<strong>Performance traces:</strong> how long page loads, navigations and requests to our own servers take. Tracing information is attached only to requests to our own site, never to other websites."
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.privacy.errors.replay"
            defaultMessage="<strong>Session replay:</strong> for a small share of visits (about 1 in 100), and for about 1 in 4 visits in which an error occurs, a replay of the page as you saw it — clicks, scrolling, page changes and the text shown on screen. Text on the page is <strong>not masked</strong> in general, but parts that show <strong>personal data are masked</strong>: your name and email, addresses, phone numbers, job descriptions, access notes, your jobs and the devices and addresses of your sessions. What you <strong>type into form fields is always masked</strong>: passwords, card numbers and other inputs are never recorded."
          />
        </li>
      </ul>
      <p>
        <FormattedMessage
          id="shell.privacy.errors.retention"
          defaultMessage="This data is used only to keep the site working and is deleted by the service after its retention period (90 days at most). A page that simply does not exist is not reported."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.privacy.purposes.title" defaultMessage="Why we use your data" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.purposes.text"
          defaultMessage="To provide the bookings you ask for (our contract with you), to keep the site secure and working (our legitimate interest), to meet tax and accounting duties (legal obligation), and to send the notifications you choose."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.privacy.recipients.title" defaultMessage="Who receives it" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.recipients.text"
          defaultMessage="The provider you book sees what they need to do the job: your name, contact details, the address, job details and access notes. The market’s managers see the jobs in their market. Our processors (hosting, email and SMS delivery, payment gateway and the error-reporting service) act on our instructions only. We do not sell personal data."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.privacy.cookies.title" defaultMessage="Cookies" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.cookies.text"
          defaultMessage="We use one essential cookie to keep you logged in. It is HttpOnly (not readable by scripts) and is deleted when you log out or your session expires. When you choose a language for the site, a second cookie remembers it for a year; it holds only the language. We do not use advertising cookies."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.privacy.retention.title" defaultMessage="How long we keep it" />
      </h2>
      <ul>
        <li>
          <FormattedMessage id="shell.privacy.retention.account" defaultMessage="<strong>Your account</strong> for as long as it is open." />
        </li>
        <li>
          <FormattedMessage
            id="shell.privacy.retention.invoices"
            defaultMessage="<strong>Invoices, credit notes, payments and the accounting entries behind them</strong>, including the name and billing address printed on the invoice, for 10 years after the end of the year in which they were issued, as tax law requires."
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.privacy.retention.security-log"
            defaultMessage="<strong>Security log entries</strong> (logins, password and email changes, with the device and network address) for 13 months."
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.privacy.retention.codes"
            defaultMessage="<strong>Emails with a code or a link</strong> (confirming your email or phone, resetting your password): the code and the link are kept only until the message is delivered, then erased from our records."
          />
        </li>
        <li>
          <FormattedMessage id="shell.privacy.retention.errors" defaultMessage="<strong>Error and replay data</strong> for at most 90 days." />
        </li>
      </ul>

      <h2 id="deleting-your-account">
        <FormattedMessage id="shell.privacy.deleting.title" defaultMessage="Deleting your account" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.deleting.how"
          defaultMessage="You can delete your account yourself on <link>your account page</link>. Before you confirm, it shows any upcoming jobs that deleting will cancel, each with the cancellation fee its policy charges at that moment. It cannot be deleted while one of your jobs is in progress or a payout to you is still pending."
          values={{ link: linkTo('/account') }}
        />
      </p>
      <p>
        <FormattedMessage
          id="shell.privacy.deleting.what"
          defaultMessage="When you delete it, your personal data is erased or anonymised: your name, email address, phone number, addresses and the notes of your jobs are removed, and what has to stay no longer points to you. Your sessions end and you can no longer log in. What tax law makes us keep stays for the period above: invoices, credit notes, payments and ledger entries, with the name and billing address printed on the invoice. Security log entries stay for 13 months, then go."
        />
      </p>

      <h2>
        <FormattedMessage id="shell.privacy.rights.title" defaultMessage="Your rights" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.rights.text"
          defaultMessage="You can download a copy of your data at any time from <link>your account page</link> (one file with your details, jobs, payments, invoices, reviews, messages and sessions), correct your details there, or delete your account. You can also object to processing or complain to your data-protection authority. Write to {email}."
          values={{ link: linkTo('/account'), email: <span translate="no">{privacyEmail}</span> }}
        />
      </p>

      <p>
        <FormattedMessage id="shell.privacy.see-terms" defaultMessage="See also our <link>terms</link>." values={{ link: linkTo('/terms') }} />
      </p>
    </article>
  );
}
