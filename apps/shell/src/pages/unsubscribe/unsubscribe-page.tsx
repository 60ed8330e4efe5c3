import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { UnsubscribeState } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { personalDataProps } from '@marketplace/error-reporting';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { TextLink } from '@marketplace/shared-ui/link';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useUnsubscribe, useUnsubscribeState } from './use-unsubscribe';
import styles from './unsubscribe-page.module.css';

const settingsLink = (
  <TextLink asChild>
    <Link to="/account/notifications">All your notification settings</Link>
  </TextLink>
);

/**
 * The link's token: from the address the email opened, then from the page's history entry. It
 * is taken out of the address bar at once, so it is in no error report, replay or bookmark made
 * from here on, and a reload still finds it (docs/notifications.md, "Unsubscribe links").
 */
function useLinkToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = new URLSearchParams(location.search).get('token')?.trim();
  useEffect(() => {
    if (fromAddress) void navigate(location.pathname, { replace: true, state: { unsubscribeToken: fromAddress } });
  }, [fromAddress, location.pathname, navigate]);
  return fromAddress ?? (location.state as { unsubscribeToken?: string } | null)?.unsubscribeToken ?? '';
}

/**
 * Where an email's "Stop emails about …" link lands, logged in or not. Nothing changes until
 * the button is pressed: mail scanners open every link in a message. A link only turns mail
 * off; turning it back on is for the settings, after logging in.
 */
export function UnsubscribePage() {
  useDocumentTitle('Email notifications');
  const token = useLinkToken();
  return (
    <section className={styles.page} aria-labelledby="unsubscribe-title" data-page="unsubscribe">
      {token ? <Subscription token={token} /> : <BrokenLink message="This link is incomplete. Open it again from the email, or change your settings after logging in." />}
    </section>
  );
}

function BrokenLink({ message }: { message: string }) {
  return (
    <>
      <h1 id="unsubscribe-title">This link does not work</h1>
      <Alert tone="danger">{message}</Alert>
      <p className={styles.actions}>{settingsLink}</p>
    </>
  );
}

function Subscription({ token }: { token: string }) {
  const state = useUnsubscribeState(token);
  if (state.isPending) return <Skeleton lines={3} label="Loading your email settings…" />;
  if (state.data) return <Choice token={token} state={state.data} />;
  // A 4xx (a link that is not ours) will not get better by asking again.
  if (state.error instanceof ApiError && state.error.status < 500) return <BrokenLink message={errorMessage(state.error)} />;
  return (
    <>
      <h1 id="unsubscribe-title">Email notifications</h1>
      <Alert tone="danger" title="We could not load this link" action={<Button onClick={() => void state.refetch()}>Try again</Button>}>
        {errorMessage(state.error)}
      </Alert>
    </>
  );
}

function Choice({ token, state }: { token: string; state: UnsubscribeState }) {
  const change = useUnsubscribe(token);
  const heading = useRef<HTMLHeadingElement>(null);
  const label = state.eventLabel;
  const answered = change.isSuccess;
  // After the change the heading changes too: focus it, so a screen reader reads the outcome.
  useEffect(() => {
    if (answered) heading.current?.focus();
  }, [answered]);

  const address = <span {...personalDataProps}>{state.address}</span>;
  return (
    <>
      <h1 id="unsubscribe-title" ref={heading} tabIndex={-1}>
        {state.subscribed ? `Stop emails about ${label}?` : `You no longer get emails about ${label}`}
      </h1>
      {!state.subscribed && answered ? (
        <Alert tone="success" title="Done">{`You will no longer get emails about ${label}. Other emails are unchanged.`}</Alert>
      ) : (
        <p className={styles.lead}>
          {state.subscribed ? <>Emails about {label} go to {address}.</> : <>{address} gets no emails about {label}.</>} Other emails are not affected.
        </p>
      )}
      {!state.subscribed && <p>To get them again, log in and turn them on in your notification settings.</p>}
      {change.isError && <Alert tone="danger" title="Not saved">{errorMessage(change.error)}</Alert>}
      <div className={styles.actions}>
        {state.subscribed && (
          <Button onClick={() => change.mutate()} loading={change.isPending}>
            Unsubscribe
          </Button>
        )}
        {settingsLink}
      </div>
    </>
  );
}
