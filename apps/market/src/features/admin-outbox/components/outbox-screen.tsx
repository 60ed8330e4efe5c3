import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { notificationChannelSchema, outboxStatusSchema } from '@marketplace/contracts';
import { marketsQuery } from '@marketplace/api-client';
import { QueryScreen } from '@marketplace/api-client/queries';
import { Alert } from '@marketplace/shared-ui/alert';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { useUrlParams } from '../../../hooks/use-url-params';
import { OutboxFilterBar } from './outbox-filters';
import { OutboxMessagePanel } from './outbox-message-panel';
import { OUTBOX_PAGE_SIZE, type OutboxFilters, outboxQuery } from '../api/outbox-queries';
import { OutboxTable } from './outbox-table';
import styles from './outbox.module.css';

/** Filters, page and the open message live in the URL: a reload or a shared link shows the same. */
function useOutboxParams() {
  const { params, page, update } = useUrlParams();
  const filters: OutboxFilters = {
    status: outboxStatusSchema.safeParse(params.get('status')).data,
    channel: notificationChannelSchema.safeParse(params.get('channel')).data,
    page,
  };
  return { filters, messageId: params.get('message'), update };
}

/**
 * `/admin/notifications`: every message the site sent or is sending (moved from the shell in
 * issue 20; the admin layout lets admins only in). "Dead letters" is this screen with `?status=dead`.
 */
export function OutboxScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'market.outbox.title', defaultMessage: 'Outbox' }));
  const { filters, messageId, update } = useOutboxParams();
  const outbox = useQuery(outboxQuery(filters));
  const markets = useQuery(marketsQuery());
  const timeZones = Object.fromEntries((markets.data?.markets ?? []).map((market) => [market.id, market.timeZone]));
  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: 'market.outbox.title', defaultMessage: 'Outbox' })}
        description={intl.formatMessage({ id: 'market.outbox.description', defaultMessage: 'Every email, text message and in-app notice, with how its delivery went. Times are in each message’s market zone.' })}
      />
      {outbox.data?.mailTransport === 'local' && (
        <Alert tone="info" title={intl.formatMessage({ id: 'market.outbox.local', defaultMessage: 'Email is kept here because SMTP_URL is not set' })}>
          <FormattedMessage id="market.outbox.local-hint" defaultMessage="Nothing leaves this machine: open a message to read the email as it would have been sent." />
        </Alert>
      )}
      <OutboxFilterBar
        status={filters.status ?? ''}
        channel={filters.channel ?? ''}
        counts={outbox.data?.counts}
        onChange={(name, value) => update({ [name]: value, page: null })}
      />
      <div className={styles.layout}>
        <QueryScreen
          query={outbox}
          loading={intl.formatMessage({ id: 'market.outbox.loading', defaultMessage: 'Loading the outbox…' })}
          failed={intl.formatMessage({ id: 'market.outbox.failed', defaultMessage: 'We could not load the outbox' })}
          notFound="No outbox"
        >
          {(page) => (
            <div className={styles.list}>
              <OutboxTable items={page.items} timeZones={timeZones} onOpen={(id) => update({ message: id })} />
              {page.total > OUTBOX_PAGE_SIZE && (
                <Pagination page={page.page} pageCount={Math.ceil(page.total / OUTBOX_PAGE_SIZE)} onPageChange={(next) => update({ page: String(next) })} aria-label={intl.formatMessage({ id: 'market.outbox.pages', defaultMessage: 'Outbox pages' })} />
              )}
            </div>
          )}
        </QueryScreen>
        {messageId && <OutboxMessagePanel key={messageId} messageId={messageId} timeZones={timeZones} onClose={() => update({ message: null })} />}
      </div>
    </div>
  );
}
