import { useEffect, useRef } from 'react';
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
  const verify = useVerifyEmail();
  const started = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutate({ token });
  }, [mutate, token]);

  const outcome = !token ? 'incomplete' : verify.isSuccess ? verify.data.purpose : verify.isError ? (refused(verify.error) ? 'refused' : 'failed') : 'checking';
  useDocumentTitle(titles[outcome]);
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading says how it went: it takes the focus, so a screen reader reads it.
  useEffect(() => {
    if (outcome !== 'checking') heading.current?.focus();
  }, [outcome]);

  return (
    <section className={styles.page} aria-labelledby="verify-title" data-page="verify-email">
      <h1 id="verify-title" ref={heading} tabIndex={-1}>
        {titles[outcome]}
      </h1>
      <Card>
        {outcome === 'checking' && <Spinner label="Confirming your email…" />}
        {outcome === 'signup' && <SignedUp />}
        {outcome === 'email_change' && <EmailChanged />}
        {outcome === 'incomplete' && <Refused message="This link is not complete: open it again from the email." />}
        {outcome === 'refused' && <Refused message={linkProblem(verify.error)} />}
        {outcome === 'failed' && (
          <Alert tone="danger" title="Not confirmed yet" action={<Button onClick={() => mutate({ token })}>Try again</Button>}>
            {errorMessage(verify.error)}
          </Alert>
        )}
      </Card>
    </section>
  );
}

type Outcome = VerifyEmailResponse['purpose'] | 'checking' | 'incomplete' | 'refused' | 'failed';
const titles: Record<Outcome, string> = {
  checking: 'Confirming your email',
  signup: 'Your email is confirmed',
  email_change: 'Your new email address is confirmed',
  incomplete: 'This link does not work',
  refused: 'This link does not work',
  failed: 'Confirming your email',
};

/** What the API said about the link (its field error, else the whole answer's message). */
const linkProblem = (error: unknown) => (error instanceof ApiError && error.fieldErrors.token?.[0]) || errorMessage(error);

/** Used, expired or not ours: asking again will not help, a new code will. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

function SignedUp() {
  return (
    <>
      <Alert tone="success">Your email is confirmed and you are logged in.</Alert>
      <div className={styles.actions}>
        <Button asChild>
          <Link to="/book-now">Book a service</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/my-jobs">My jobs</Link>
        </Button>
      </div>
    </>
  );
}

function EmailChanged() {
  return (
    <>
      <Alert tone="success">Your new email address is confirmed. We send everything there from now on, and you log in with it.</Alert>
      <div className={styles.actions}>
        <Button asChild>
          <Link to="/account">Your account</Link>
        </Button>
      </div>
    </>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <>
      <Alert tone="danger" title="Nothing was confirmed">
        {message}
      </Alert>
      <ul className={styles.options}>
        <li>
          Creating an account? <Link to="/login?mode=create">Sign up again</Link>: we send you a new code.
        </li>
        <li>
          Changing your email? Ask for a new code on <Link to="/account">your account page</Link>.
        </li>
      </ul>
    </>
  );
}
