import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './legal-page.module.css';

/** A `values` entry for a message's `<link>…</link>`: a link to another page of the site. */
export const linkTo = (to: string) =>
  function LegalLink(chunks: ReactNode[]) {
    return <Link to={to}>{chunks}</Link>;
  };

/** The date a legal text last changed (a calendar day, the same everywhere), in the reader's format. */
export function LastUpdated({ date }: { date: string }) {
  return (
    <p className={styles.updated}>
      <FormattedMessage
        id="shell.legal.last-updated"
        defaultMessage="Last updated {date}"
        values={{ date: <FormattedDate value={`${date}T12:00:00Z`} timeZone="UTC" dateStyle="long" /> }}
      />
    </p>
  );
}

/** Where questions about a legal text go, and the way to the privacy policy. */
export function LegalContact({ email }: { email: string }) {
  return (
    <p>
      <FormattedMessage
        id="shell.legal.contact"
        defaultMessage="Questions about these terms: {email}. How we handle personal data is described in our <link>privacy policy</link>."
        values={{ email: <span translate="no">{email}</span>, link: linkTo('/privacy-policy') }}
      />
    </p>
  );
}
