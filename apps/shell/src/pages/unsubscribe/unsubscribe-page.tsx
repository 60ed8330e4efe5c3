import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { UnsubscribeState } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { personalDataProps } from '@marketplace/error-reporting';
import { notificationEventLabel } from '@marketplace/account-ui/notifications';
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
    <Link to="/account/notifications">
      <FormattedMessage id="shell.unsubscribe.settings-link" defaultMessage="All your notification settings" />
    </Link>
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
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'shell.unsubscribe.document-title', defaultMessage: 'Email notifications' }));
  const token = useLinkToken();
  return (
    <section className={styles.page} aria-labelledby="unsubscribe-title" data-page="unsubscribe">
      {token ? (
        <Subscription token={token} />
      ) : (
        <BrokenLink
          message={
            <FormattedMessage
              id="shell.unsubscribe.incomplete"
              defaultMessage="This link is incomplete. Open it again from the email, or change your settings after logging in."
            />
          }
        />
      )}
    </section>
  );
}

function BrokenLink({ message }: { message: ReactNode }) {
  return (
    <>
      <h1 id="unsubscribe-title">
        <FormattedMessage id="shell.unsubscribe.broken-title" defaultMessage="This link does not work" />
      </h1>
      <Alert tone="danger">{message}</Alert>
      <p className={styles.actions}>{settingsLink}</p>
    </>
  );
}

function Subscription({ token }: { token: string }) {
  const intl = useIntl();
  const state = useUnsubscribeState(token);
  if (state.isPending) return <Skeleton lines={3} label={intl.formatMessage({ id: 'shell.unsubscribe.loading', defaultMessage: 'Loading your email settings…' })} />;
  if (state.data) return <Choice token={token} state={state.data} />;
  // A 4xx (a link that is not ours) will not get better by asking again.
  if (state.error instanceof ApiError && state.error.status < 500) return <BrokenLink message={errorMessage(state.error)} />;
  return (
    <>
      <h1 id="unsubscribe-title">
        <FormattedMessage id="shell.unsubscribe.document-title" defaultMessage="Email notifications" />
      </h1>
      <Alert
        tone="danger"
        title={intl.formatMessage({ id: 'shell.unsubscribe.load-failed', defaultMessage: 'We could not load this link' })}
        action={
          <Button onClick={() => void state.refetch()}>
            <FormattedMessage id="shell.unsubscribe.retry" defaultMessage="Try again" />
          </Button>
        }
      >
        {errorMessage(state.error)}
      </Alert>
    </>
  );
}

function Choice({ token, state }: { token: string; state: UnsubscribeState }) {
  const intl = useIntl();
  const change = useUnsubscribe(token);
  const heading = useRef<HTMLHeadingElement>(null);
  // The event named in the page's language, as on the settings page (the API's name is the fallback).
  const label = notificationEventLabel(intl, state.event, state.eventLabel);
  const answered = change.isSuccess;
  // After the change the heading changes too: focus it, so a screen reader reads the outcome.
  useEffect(() => {
    if (answered) heading.current?.focus();
  }, [answered]);

  const values = {
    label,
    address: state.address,
    masked: (chunks: ReactNode[]) => (
      <span {...personalDataProps} translate="no">
        {chunks}
      </span>
    ),
  };
  return (
    <>
      <h1 id="unsubscribe-title" ref={heading} tabIndex={-1}>
        {state.subscribed ? (
          <FormattedMessage id="shell.unsubscribe.question" defaultMessage="Stop emails about {label}?" values={values} />
        ) : (
          <FormattedMessage id="shell.unsubscribe.off-title" defaultMessage="You no longer get emails about {label}" values={values} />
        )}
      </h1>
      {!state.subscribed && answered ? (
        <Alert tone="success" title={intl.formatMessage({ id: 'shell.unsubscribe.done', defaultMessage: 'Done' })}>
          <FormattedMessage id="shell.unsubscribe.done-text" defaultMessage="You will no longer get emails about {label}. Other emails are unchanged." values={values} />
        </Alert>
      ) : (
        <p className={styles.lead}>
          {state.subscribed ? (
            <FormattedMessage
              id="shell.unsubscribe.subscribed"
              defaultMessage="Emails about {label} go to <masked>{address}</masked>. Other emails are not affected."
              values={values}
            />
          ) : (
            <FormattedMessage
              id="shell.unsubscribe.unsubscribed"
              defaultMessage="<masked>{address}</masked> gets no emails about {label}. Other emails are not affected."
              values={values}
            />
          )}
        </p>
      )}
      {!state.subscribed && (
        <p>
          <FormattedMessage id="shell.unsubscribe.again" defaultMessage="To get them again, log in and turn them on in your notification settings." />
        </p>
      )}
      {change.isError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'shell.unsubscribe.not-saved', defaultMessage: 'Not saved' })}>
          {errorMessage(change.error)}
        </Alert>
      )}
      <div className={styles.actions}>
        {state.subscribed && (
          <Button onClick={() => change.mutate()} loading={change.isPending}>
            <FormattedMessage id="shell.unsubscribe.submit" defaultMessage="Unsubscribe" />
          </Button>
        )}
        {settingsLink}
      </div>
    </>
  );
}
