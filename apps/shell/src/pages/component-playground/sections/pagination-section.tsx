import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { Example } from '../playground-section';
import styles from './sections.module.css';

const pageCount = 12;

export function PaginationExamples() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [reviewPage, setReviewPage] = useState(6);
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.pagination.stateful', defaultMessage: 'Stateful, {count} pages' }, { count: pageCount })}>
        <Pagination
          aria-label={intl.formatMessage({ id: 'shell.playground.pagination.jobs', defaultMessage: 'Jobs pages' })}
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
        />
        <p className={styles.output} aria-live="polite">
          <FormattedMessage id="shell.playground.pagination.showing" defaultMessage="Showing page {page} of {count}" values={{ page, count: pageCount }} />
        </p>
      </Example>
      <Example
        title={intl.formatMessage({ id: 'shell.playground.pagination.siblings', defaultMessage: 'Two siblings either side, in the middle of the range' })}
      >
        <Pagination
          aria-label={intl.formatMessage({ id: 'shell.playground.pagination.reviews', defaultMessage: 'Reviews pages' })}
          page={reviewPage}
          pageCount={pageCount}
          siblings={2}
          onPageChange={setReviewPage}
        />
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.pagination.one', defaultMessage: 'One page renders nothing' })}>
        <Pagination
          aria-label={intl.formatMessage({ id: 'shell.playground.pagination.single', defaultMessage: 'Single page' })}
          page={1}
          pageCount={1}
          onPageChange={() => undefined}
        />
        <p className={styles.output}>
          <FormattedMessage id="shell.playground.pagination.nothing" defaultMessage="(Nothing above: there is only one page.)" />
        </p>
      </Example>
    </>
  );
}
