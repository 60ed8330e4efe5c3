import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { VerifyEmailResponse } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { errorMessage } from '@marketplace/api-client/errors';
import { useVerifyEmail } from '@marketplace/account-ui';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { Spinner } from '@marketplace/shared-ui/spinner';
import styles from '../auth/auth-page.module.css';

/**
 * /verify-email?token=…: the link in a sign-up or email-change message. It confirms on load
 * (once, also under StrictMode's double effects): the link is the person's click already, and
 * it is single use, so a scanner opening it first is the same as the person doing so.
 */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const intl = useIntl();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutate({ token });
  }, [mutate, token]);

  const outcome = !token ? 'incomplete' : verify.isSuccess ? verify.data.purpose : verify.isError ? (refused(verify.error) ? 'refused' : 'failed') : 'checking';
  const title = intl.formatMessage(titles[outcome]);
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading says how it went: it takes the focus, so a screen reader reads it.
  useEffect(() => {
    if (outcome !== 'checking') heading.current?.focus();
  }, [outcome]);

  return (
    <section className={styles.page} aria-labelledby="verify-title" data-page="verify-email">
      <h1 id="verify-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <Card>
        {outcome === 'checking' && <Spinner label={intl.formatMessage({ id: 'shell.verify-email.checking', defaultMessage: 'Confirming your email…' })} />}
        {outcome === 'signup' && <SignedUp />}
        {outcome === 'email_change' && <EmailChanged />}
        {outcome === 'incomplete' && (
          <Refused message={<FormattedMessage id="shell.verify-email.incomplete" defaultMessage="This link is not complete: open it again from the email." />} />
        )}
        {outcome === 'refused' && <Refused message={linkProblem(verify.error)} />}
        {outcome === 'failed' && (
          <Alert
            tone="danger"
            title={intl.formatMessage({ id: 'shell.verify-email.failed', defaultMessage: 'Not confirmed yet' })}
            action={
              <Button onClick={() => mutate({ token })}>
                <FormattedMessage id="shell.verify-email.retry" defaultMessage="Try again" />
              </Button>
            }
          >
            {errorMessage(verify.error)}
          </Alert>
        )}
      </Card>
    </section>
  );
}

type Outcome = VerifyEmailResponse['purpose'] | 'checking' | 'incomplete' | 'refused' | 'failed';
const outcomeTitles = defineMessages({
  checking: { id: 'shell.verify-email.title.checking', defaultMessage: 'Confirming your email' },
  signup: { id: 'shell.verify-email.title.signup', defaultMessage: 'Your email is confirmed' },
  emailChange: { id: 'shell.verify-email.title.email-change', defaultMessage: 'Your new email address is confirmed' },
  broken: { id: 'shell.verify-email.title.broken', defaultMessage: 'This link does not work' },
});
const titles: Record<Outcome, (typeof outcomeTitles)[keyof typeof outcomeTitles]> = {
  checking: outcomeTitles.checking,
  signup: outcomeTitles.signup,
  email_change: outcomeTitles.emailChange,
  incomplete: outcomeTitles.broken,
  refused: outcomeTitles.broken,
  failed: outcomeTitles.checking,
};

/** What the API said about the link (its field error, else the whole answer's message). */
const linkProblem = (error: unknown) => (error instanceof ApiError && error.fieldErrors.token?.[0]) || errorMessage(error);

/** Used, expired or not ours: asking again will not help, a new code will. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

function SignedUp() {
  return (
    <>
      <Alert tone="success">
        <FormattedMessage id="shell.verify-email.signed-up" defaultMessage="Your email is confirmed and you are logged in." />
      </Alert>
      <div className={styles.actions}>
        <Button asChild>
          <Link to="/book-now">
            <FormattedMessage id="shell.verify-email.book" defaultMessage="Book a service" />
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/my-jobs">
            <FormattedMessage id="shell.verify-email.my-jobs" defaultMessage="My jobs" />
          </Link>
        </Button>
      </div>
    </>
  );
}

function EmailChanged() {
  return (
    <>
      <Alert tone="success">
        <FormattedMessage
          id="shell.verify-email.email-changed"
          defaultMessage="Your new email address is confirmed. We send everything there from now on, and you log in with it."
        />
      </Alert>
      <div className={styles.actions}>
        <Button asChild>
          <Link to="/account">
            <FormattedMessage id="shell.verify-email.account" defaultMessage="Your account" />
          </Link>
        </Button>
      </div>
    </>
  );
}

function Refused({ message }: { message: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <Alert tone="danger" title={intl.formatMessage({ id: 'shell.verify-email.nothing-confirmed', defaultMessage: 'Nothing was confirmed' })}>
        {message}
      </Alert>
      <ul className={styles.options}>
        <li>
          <FormattedMessage
            id="shell.verify-email.sign-up-again"
            defaultMessage="Creating an account? <link>Sign up again</link>: we send you a new code."
            values={{ link: (chunks) => <Link to="/login?mode=create">{chunks}</Link> }}
          />
        </li>
        <li>
          <FormattedMessage
            id="shell.verify-email.new-code"
            defaultMessage="Changing your email? Ask for a new code on <link>your account page</link>."
            values={{ link: (chunks) => <Link to="/account">{chunks}</Link> }}
          />
        </li>
      </ul>
    </>
  );
}
