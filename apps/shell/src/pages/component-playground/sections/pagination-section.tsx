import { useState } from 'react';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { Example } from '../playground-section';
import styles from './sections.module.css';

const pageCount = 12;

export function PaginationExamples() {
  const [page, setPage] = useState(1);
  const [reviewPage, setReviewPage] = useState(6);
  return (
    <>
      <Example title={`Stateful, ${pageCount} pages`}>
        <Pagination aria-label="Jobs pages" page={page} pageCount={pageCount} onPageChange={setPage} />
        <p className={styles.output} aria-live="polite">
          Showing page {page} of {pageCount}
        </p>
      </Example>
      <Example title="Two siblings either side, in the middle of the range">
        <Pagination aria-label="Reviews pages" page={reviewPage} pageCount={pageCount} siblings={2} onPageChange={setReviewPage} />
      </Example>
      <Example title="One page renders nothing">
        <Pagination aria-label="Single page" page={1} pageCount={1} onPageChange={() => undefined} />
        <p className={styles.output}>(Nothing above: there is only one page.)</p>
      </Example>
    </>
  );
}
