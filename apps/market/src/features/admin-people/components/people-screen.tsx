import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { adminUserLimits, type AdminUserSummary } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { QueryScreen } from '@marketplace/api-client/queries';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { Table, type TableColumn } from '@marketplace/shared-ui/table';
import { TextField } from '@marketplace/shared-ui/text-field';
import { peopleQuery } from '../api/people-queries';
import { RoleBadges } from './role-badges';
import styles from './people.module.css';

const columnsOf = (intl: IntlShape): TableColumn<AdminUserSummary>[] => [
  {
    key: 'name',
    header: intl.formatMessage({ id: 'market.people.col.name', defaultMessage: 'Name' }),
    rowHeader: true,
    cell: (row) => (
      <Link to={`/admin/people/${row.id}`} {...personalDataProps} translate="no">
        {row.name}
      </Link>
    ),
  },
  {
    key: 'email',
    header: intl.formatMessage({ id: 'market.people.col.email', defaultMessage: 'Email' }),
    cell: (row) => (
      <span {...personalDataProps} translate="no">
        {row.email}
      </span>
    ),
  },
  { key: 'roles', header: intl.formatMessage({ id: 'market.people.col.roles', defaultMessage: 'Roles' }), cell: (row) => <RoleBadges person={row} /> },
  { key: 'markets', header: intl.formatMessage({ id: 'market.people.col.manages', defaultMessage: 'Manages' }), cell: (row) => <span translate="no">{row.managedMarketIds.join(', ') || '—'}</span> },
];

/** `/admin/people`: find a person by name or email; the search and page live in the URL. */
export function PeopleScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'market.people.title', defaultMessage: 'People' }));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(q);
  const people = useQuery(peopleQuery(q, page));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage({ id: 'market.people.title', defaultMessage: 'People' })} description={intl.formatMessage({ id: 'market.people.description', defaultMessage: 'Find an account by name or email to change its roles or disable it.' })} />
      <form role="search" aria-label={intl.formatMessage({ id: 'market.people.title', defaultMessage: 'People' })} onSubmit={search} className={styles.search}>
        <TextField label={intl.formatMessage({ id: 'market.people.search', defaultMessage: 'Name or email' })} type="search" value={draft} maxLength={adminUserLimits.search} onChange={(event) => setDraft(event.target.value)} {...personalDataProps} />
        <Button type="submit">
          <FormattedMessage id="market.people.search-button" defaultMessage="Search" />
        </Button>
      </form>
      <QueryScreen
        query={people}
        loading={intl.formatMessage({ id: 'market.people.loading', defaultMessage: 'Loading people…' })}
        failed={intl.formatMessage({ id: 'market.people.failed', defaultMessage: 'We could not load people' })}
        notFound="No people"
      >
        {(result) => (
          <>
            <p role="status" {...personalDataProps}>
              {q ? (
                <FormattedMessage
                  id="market.people.count-matching"
                  defaultMessage="{total, plural, one {# person matches} other {# people match}} “{query}”"
                  values={{ total: result.total, query: <span translate="no">{q}</span> }}
                />
              ) : (
                <FormattedMessage id="market.people.count" defaultMessage="{total, plural, one {# person} other {# people}}" values={{ total: result.total }} />
              )}
            </p>
            <Table
              caption={intl.formatMessage({ id: 'market.people.title', defaultMessage: 'People' })}
              hideCaption
              columns={columnsOf(intl)}
              rows={result.items}
              getRowKey={(row) => row.id}
              emptyMessage={intl.formatMessage({ id: 'market.people.empty', defaultMessage: 'Nobody matches this search.' })}
            />
            <Pagination page={result.page} pageCount={Math.ceil(result.total / result.pageSize)} onPageChange={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })} aria-label={intl.formatMessage({ id: 'market.people.pages', defaultMessage: 'People pages' })} />
          </>
        )}
      </QueryScreen>
    </div>
  );
}
