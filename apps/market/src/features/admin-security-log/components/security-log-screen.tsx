import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { securityEventTypes, securityEventTypeSchema } from '@marketplace/contracts';
import { isUuid } from '@marketplace/contracts/ids';
import { personalDataProps } from '@marketplace/error-reporting';
import { QueryScreen } from '@marketplace/api-client/queries';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { SelectField } from '@marketplace/shared-ui/select-field';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useUrlParams } from '../../../hooks/use-url-params';
import { SecurityEventsTable } from '../../../components/security-events-table';
import { securityEventLabels } from '../../../lib/security-event-labels';
import { pageCountOf, type SecurityLogFilters, securityLogQuery } from '../api/security-log-query';
import styles from './security-log.module.css';

/** Filters and page live in the URL: a reload or a shared link shows the same. */
function useLogParams() {
  const { params, page, update } = useUrlParams();
  const userId = params.get('userId') ?? '';
  const filters: SecurityLogFilters = {
    type: securityEventTypeSchema.safeParse(params.get('type')).data,
    email: params.get('email')?.slice(0, 254) || undefined,
    userId: isUuid(userId) ? userId : undefined,
    page,
  };
  return { filters, update };
}

/** `/admin/security-log`: logins, refusals, role and account changes, newest first (times in UTC). */
export function SecurityLogScreen() {
  useDocumentTitle('Security log');
  const { filters, update } = useLogParams();
  const [email, setEmail] = useState(filters.email ?? '');
  const log = useQuery(securityLogQuery(filters));
  const searchEmail = (event: FormEvent) => {
    event.preventDefault();
    update({ email: email.trim() || null, page: null });
  };
  return (
    <div className={styles.page}>
      <PageHeader title="Security log" description="Every login, refusal and change to someone’s rights, newest first. Times in UTC." />
      <div className={styles.filters}>
        <SelectField
          label="Event"
          value={filters.type ?? ''}
          onChange={(event) => update({ type: event.target.value || null, page: null })}
          placeholder="Any event"
          options={securityEventTypes.map((type) => ({ value: type, label: securityEventLabels[type] }))}
        />
        <form role="search" aria-label="Security log by email" onSubmit={searchEmail} className={styles.email}>
          <TextField label="Email" type="search" value={email} maxLength={254} onChange={(event) => setEmail(event.target.value)} {...personalDataProps} />
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </form>
      </div>
      {filters.userId && (
        <p>
          One person’s events only. <Link to={`/admin/people/${filters.userId}`}>Their page</Link> ·{' '}
          <Button variant="ghost" size="sm" onClick={() => update({ userId: null, page: null })}>
            Show everyone
          </Button>
        </p>
      )}
      <QueryScreen query={log} loading="Loading the security log…" failed="We could not load the security log" notFound="No security log">
        {(result) => (
          <>
            <SecurityEventsTable events={result.events} caption="Security events" emptyMessage="No events match these filters." />
            <Pagination page={result.page} pageCount={pageCountOf(result)} onPageChange={(next) => update({ page: String(next) })} aria-label="Security log pages" />
          </>
        )}
      </QueryScreen>
    </div>
  );
}
