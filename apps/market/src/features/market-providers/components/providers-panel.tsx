import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type MarketDetail, type ProviderStatus, type RosterRow, providerStatuses } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useRoster } from '../api/use-market-providers';
import { statusWords } from '../domain/provider-words';
import { ApplicationsWaiting } from './applications-waiting';
import { NeedsReassignment } from './needs-reassignment';
import { ProviderDialog } from './provider-dialog';
import { RosterTable } from './roster-table';
import styles from './market-providers.module.css';

/** The dashboard's Providers section: applications to decide, suspended providers' jobs to move, and the roster. */
export default function ProvidersPanel({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const statusOptions = [
    { value: '', label: intl.formatMessage({ id: 'market.roster.every-status', defaultMessage: 'Every status' }) },
    ...providerStatuses.map((status) => ({ value: status, label: intl.formatMessage(statusWords[status].label) })),
  ];
  const [query, setQuery] = useState<{ page: number; status: ProviderStatus | ''; q: string }>({ page: 1, status: '', q: '' });
  const [open, setOpen] = useState<string | null>(null);
  const roster = useRoster(market.id, query);
  const openRow = useCallback((row: RosterRow) => setOpen(row.id), []);
  return (
    <div className={styles.panel}>
      <ApplicationsWaiting marketId={market.id} timeZone={market.timeZone} />
      <NeedsReassignment marketId={market.id} timeZone={market.timeZone} />
      <section aria-labelledby="roster-title" className={styles.section}>
        <h2 id="roster-title" className={styles.title}>
          {roster.data ? (
            <FormattedMessage id="market.roster.title-count" defaultMessage="Roster ({total, number})" values={{ total: roster.data.total }} />
          ) : (
            <FormattedMessage id="market.roster.title" defaultMessage="Roster" />
          )}
        </h2>
        <div className={styles.filters}>
          <SelectField label={intl.formatMessage({ id: 'market.roster.status', defaultMessage: 'Status' })} options={statusOptions} value={query.status} onChange={(event) => setQuery({ ...query, page: 1, status: event.target.value as ProviderStatus | '' })} />
          <TextField label={intl.formatMessage({ id: 'market.roster.name', defaultMessage: 'Name' })} type="search" maxLength={100} value={query.q} onChange={(event) => setQuery({ ...query, page: 1, q: event.target.value })} />
        </div>
        {roster.isPending && <Skeleton lines={4} label={intl.formatMessage({ id: 'market.roster.loading', defaultMessage: 'Loading the roster…' })} />}
        {roster.isError && <Alert tone="danger" title={intl.formatMessage({ id: 'market.roster.failed', defaultMessage: 'We could not load the roster' })}>{errorMessage(roster.error)}</Alert>}
        {roster.data && <RosterTable rows={roster.data.providers} onOpen={openRow} stale={roster.isPlaceholderData} />}
        {roster.data && roster.data.total > roster.data.pageSize && (
          <Pagination page={query.page} pageCount={Math.ceil(roster.data.total / roster.data.pageSize)} onPageChange={(page) => setQuery({ ...query, page })} aria-label={intl.formatMessage({ id: 'market.roster.pages', defaultMessage: 'Roster pages' })} />
        )}
        <p className={styles.muted}>
          <FormattedMessage id="market.roster.note" defaultMessage="Numbers over the last 30 days. Definitions: docs/market-providers.md." />
        </p>
      </section>
      {open && <ProviderDialog marketId={market.id} providerId={open} timeZone={market.timeZone} onClose={() => setOpen(null)} />}
    </div>
  );
}
