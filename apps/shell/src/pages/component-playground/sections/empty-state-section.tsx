import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Example } from '../playground-section';

export function EmptyStateExamples() {
  const intl = useIntl();
  const [booked, setBooked] = useState(false);
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.empty-state.full', defaultMessage: 'With icon, description and action' })}>
        {booked ? (
          <>
            <p>
              <FormattedMessage id="shell.playground.empty-state.booked" defaultMessage="Booked: Deep cleaning." />
            </p>
            <Button variant="secondary" onClick={() => setBooked(false)}>
              <FormattedMessage id="shell.playground.empty-state.clear" defaultMessage="Clear the jobs" />
            </Button>
          </>
        ) : (
          <EmptyState
            headingLevel={4}
            icon="🧹"
            title={intl.formatMessage({ id: 'shell.playground.empty-state.no-jobs', defaultMessage: 'No jobs yet' })}
            description={intl.formatMessage({
              id: 'shell.playground.empty-state.no-jobs-text',
              defaultMessage: 'Book your first service and it will show up here.',
            })}
            action={
              <Button onClick={() => setBooked(true)}>
                <FormattedMessage id="shell.playground.empty-state.book" defaultMessage="Book a cleaning" />
              </Button>
            }
          />
        )}
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.empty-state.title-only', defaultMessage: 'Title only' })}>
        <EmptyState headingLevel={4} title={intl.formatMessage({ id: 'shell.playground.empty-state.no-messages', defaultMessage: 'No messages' })} />
      </Example>
    </>
  );
}
