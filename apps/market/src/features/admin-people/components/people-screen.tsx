import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
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

const columns: TableColumn<AdminUserSummary>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (row) => <Link to={`/admin/people/${row.id}`} {...personalDataProps}>{row.name}</Link> },
  { key: 'email', header: 'Email', cell: (row) => <span {...personalDataProps}>{row.email}</span> },
  { key: 'roles', header: 'Roles', cell: (row) => <RoleBadges person={row} /> },
  { key: 'markets', header: 'Manages', cell: (row) => row.managedMarketIds.join(', ') || '—' },
];

/** `/admin/people`: find a person by name or email; the search and page live in the URL. */
export function PeopleScreen() {
  useDocumentTitle('People');
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
      <PageHeader title="People" description="Find an account by name or email to change its roles or disable it." />
      <form role="search" aria-label="People" onSubmit={search} className={styles.search}>
        <TextField label="Name or email" type="search" value={draft} maxLength={adminUserLimits.search} onChange={(event) => setDraft(event.target.value)} {...personalDataProps} />
        <Button type="submit">Search</Button>
      </form>
      <QueryScreen query={people} loading="Loading people…" failed="We could not load people" notFound="No people">
        {(result) => (
          <>
            <p role="status" {...personalDataProps}>{result.total === 1 ? '1 person' : `${result.total} people`}{q ? ` match “${q}”` : ''}</p>
            <Table caption="People" hideCaption columns={columns} rows={result.items} getRowKey={(row) => row.id} emptyMessage="Nobody matches this search." />
            <Pagination page={result.page} pageCount={Math.ceil(result.total / result.pageSize)} onPageChange={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })} aria-label="People pages" />
          </>
        )}
      </QueryScreen>
    </div>
  );
}
