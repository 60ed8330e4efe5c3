import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'market.security-log.title', defaultMessage: 'Security log' }));
  const { filters, update } = useLogParams();
  const [email, setEmail] = useState(filters.email ?? '');
  const log = useQuery(securityLogQuery(filters));
  const searchEmail = (event: FormEvent) => {
    event.preventDefault();
    update({ email: email.trim() || null, page: null });
  };
  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: 'market.security-log.title', defaultMessage: 'Security log' })}
        description={intl.formatMessage({ id: 'market.security-log.description', defaultMessage: 'Every login, refusal and change to someone’s rights, newest first. Times in UTC.' })}
      />
      <div className={styles.filters}>
        <SelectField
          label={intl.formatMessage({ id: 'market.security-log.event', defaultMessage: 'Event' })}
          value={filters.type ?? ''}
          onChange={(event) => update({ type: event.target.value || null, page: null })}
          placeholder={intl.formatMessage({ id: 'market.security-log.any-event', defaultMessage: 'Any event' })}
          options={securityEventTypes.map((type) => ({ value: type, label: intl.formatMessage(securityEventLabels[type]) }))}
        />
        <form role="search" aria-label={intl.formatMessage({ id: 'market.security-log.by-email', defaultMessage: 'Security log by email' })} onSubmit={searchEmail} className={styles.email}>
          <TextField label={intl.formatMessage({ id: 'market.security-log.email', defaultMessage: 'Email' })} type="search" value={email} maxLength={254} onChange={(event) => setEmail(event.target.value)} {...personalDataProps} />
          <Button type="submit" variant="secondary">
            <FormattedMessage id="market.security-log.filter" defaultMessage="Filter" />
          </Button>
        </form>
      </div>
      {filters.userId && (
        <p>
          <FormattedMessage
            id="market.security-log.one-person"
            defaultMessage="One person’s events only. <link>Their page</link>"
            values={{ link: (chunks) => <Link to={`/admin/people/${filters.userId}`}>{chunks}</Link> }}
          />{' '}
          ·{' '}
          <Button variant="ghost" size="sm" onClick={() => update({ userId: null, page: null })}>
            <FormattedMessage id="market.security-log.everyone" defaultMessage="Show everyone" />
          </Button>
        </p>
      )}
      <QueryScreen
        query={log}
        loading={intl.formatMessage({ id: 'market.security-log.loading', defaultMessage: 'Loading the security log…' })}
        failed={intl.formatMessage({ id: 'market.security-log.failed', defaultMessage: 'We could not load the security log' })}
        notFound="No security log"
      >
        {(result) => (
          <>
            <SecurityEventsTable
              events={result.events}
              caption={intl.formatMessage({ id: 'market.security-log.caption', defaultMessage: 'Security events' })}
              emptyMessage={intl.formatMessage({ id: 'market.security-log.empty', defaultMessage: 'No events match these filters.' })}
            />
            <Pagination page={result.page} pageCount={pageCountOf(result)} onPageChange={(next) => update({ page: String(next) })} aria-label={intl.formatMessage({ id: 'market.security-log.pages', defaultMessage: 'Security log pages' })} />
          </>
        )}
      </QueryScreen>
    </div>
  );
}
