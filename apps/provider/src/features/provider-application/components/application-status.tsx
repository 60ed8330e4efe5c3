import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProviderApplication } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { historyWords, statusWords } from '../domain/application-steps';

const tones = { draft: 'neutral', submitted: 'info', changes_requested: 'warning', approved: 'success', rejected: 'danger' } as const;

/** Where the application stands, the market team's reason, what to do next, and its history. */
export function ApplicationStatus({ application, children }: { application: ProviderApplication; children?: ReactNode }) {
  const intl = useIntl();
  const words = statusWords[application.status];
  return (
    <Card as="section" aria-labelledby="application-status-title">
      <h2 id="application-status-title">
        <FormattedMessage id="provider.apply.status.heading" defaultMessage="Your application" />{' '}
        <Badge tone={tones[application.status]}>
          <FormattedMessage {...words.title} />
        </Badge>
      </h2>
      <p role="status">
        <FormattedMessage {...words.text} />
      </p>
      {application.decisionReason && ['changes_requested', 'rejected'].includes(application.status) && (
        <Alert
          tone={application.status === 'rejected' ? 'danger' : 'warning'}
          title={
            application.status === 'rejected'
              ? intl.formatMessage({ id: 'provider.apply.status.reason', defaultMessage: 'The market team’s reason' })
              : intl.formatMessage({ id: 'provider.apply.status.what-to-change', defaultMessage: 'What to change' })
          }
        >
          <span translate="no">{application.decisionReason}</span>
        </Alert>
      )}
      {application.status === 'approved' && (
        <Button asChild>
          <Link to="/provider">
            <FormattedMessage id="provider.apply.status.go-to-area" defaultMessage="Go to your provider area" />
          </Link>
        </Button>
      )}
      {children}
      {application.history.length > 0 && (
        <details>
          <summary>
            <FormattedMessage id="provider.apply.status.history" defaultMessage="History" />
          </summary>
          <ol>
            {application.history.map((event) => (
              <li key={`${event.at}-${event.action}`}>
                <FormattedMessage
                  id="provider.apply.status.history-event"
                  defaultMessage="{when}: {action} by {actor, select, you {you} market_team {the market team} other {Handyhub}}"
                  values={{
                    when: <time dateTime={event.at}>{intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>,
                    action: intl.formatMessage(historyWords[event.action]),
                    actor: event.actor,
                  }}
                />
                {event.reason && (
                  <>
                    {' — '}
                    <span translate="no">{event.reason}</span>
                  </>
                )}
              </li>
            ))}
          </ol>
        </details>
      )}
    </Card>
  );
}
