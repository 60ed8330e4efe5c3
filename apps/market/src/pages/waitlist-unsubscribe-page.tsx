import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api } from '@marketplace/api-client';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { TextLink } from '@marketplace/shared-ui/link';
import styles from './waitlist-unsubscribe-page.module.css';

/**
 * The token of the launch email's link, taken out of the address bar at once (kept in the page's
 * history entry, so a reload still finds it) so no error report, replay or bookmark carries it.
 */
function useLinkToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = new URLSearchParams(location.search).get('token')?.trim();
  useEffect(() => {
    if (fromAddress) void navigate(location.pathname, { replace: true, state: { waitlistToken: fromAddress } });
  }, [fromAddress, location.pathname, navigate]);
  return fromAddress ?? (location.state as { waitlistToken?: string } | null)?.waitlistToken ?? '';
}

/**
 * /market/waitlist/unsubscribe — where the launch email's "leave the waitlist" link lands, no
 * login needed (docs/admin-markets.md, "The launch email"). Nothing changes until the button is
 * pressed: mail scanners open every link in a message.
 */
export default function WaitlistUnsubscribePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'market.waitlist-leave.document-title', defaultMessage: 'Leave the waitlist' }));
  const token = useLinkToken();
  const leave = useMutation({ mutationFn: () => api('waitlist.unsubscribe', { body: { token } }) });
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading changes with the outcome: focus it, so a screen reader reads it.
  useEffect(() => {
    if (leave.isSuccess) heading.current?.focus();
  }, [leave.isSuccess]);

  return (
    <section className={styles.page} aria-labelledby="waitlist-unsubscribe-title">
      <h1 id="waitlist-unsubscribe-title" ref={heading} tabIndex={-1}>
        {!token ? (
          <FormattedMessage id="market.waitlist-leave.broken" defaultMessage="This link does not work" />
        ) : leave.isSuccess ? (
          <FormattedMessage id="market.waitlist-leave.left" defaultMessage="You have left the waitlist" />
        ) : (
          <FormattedMessage id="market.waitlist-leave.title" defaultMessage="Leave the waitlist?" />
        )}
      </h1>
      {!token ? (
        <Alert tone="danger">
          <FormattedMessage id="market.waitlist-leave.incomplete" defaultMessage="This link is incomplete. Open it again from the email." />
        </Alert>
      ) : leave.isSuccess ? (
        <Alert tone="success" title={intl.formatMessage({ id: 'market.waitlist-leave.done', defaultMessage: 'Done' })}>
          <FormattedMessage id="market.waitlist-leave.done-hint" defaultMessage="We will not email you about this waitlist again." />
        </Alert>
      ) : (
        <>
          <p className={styles.lead}>
            <FormattedMessage id="market.waitlist-leave.lead" defaultMessage="You asked us to tell you when we serve your area. If you leave, we will not email you about it again." />
          </p>
          {leave.isError && (
            <Alert tone="danger" title={intl.formatMessage({ id: 'market.waitlist-leave.not-changed', defaultMessage: 'Not changed' })}>
              {errorMessage(leave.error)}
            </Alert>
          )}
          <div className={styles.actions}>
            <Button onClick={() => leave.mutate()} loading={leave.isPending}>
              <FormattedMessage id="market.waitlist-leave.submit" defaultMessage="Leave the waitlist" />
            </Button>
          </div>
        </>
      )}
      <p className={styles.actions}>
        <TextLink asChild>
          <Link to="/">
            <FormattedMessage id="market.waitlist-leave.home" defaultMessage="Go to the home page" />
          </Link>
        </TextLink>
      </p>
    </section>
  );
}
