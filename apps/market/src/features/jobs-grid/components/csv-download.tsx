import { marketJobLimits } from '@marketplace/contracts';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import styles from './jobs-grid.module.css';

/**
 * The CSV export of the grid's filters. The API refuses an export of more than
 * `marketJobLimits.exportRows` jobs (a plain link would download its error), so past that the
 * grid asks for narrower filters instead (docs/market.md).
 */
export function CsvDownload({ href, total }: { href: string; total: number | undefined }) {
  if (total !== undefined && total > marketJobLimits.exportRows) {
    return <p className={styles.exportNote}>{`Narrow the filters to download a CSV (at most ${marketJobLimits.exportRows.toLocaleString('en-US')} jobs).`}</p>;
  }
  return (
    <a className={styles.download} href={href} download>
      Download CSV<VisuallyHidden> of the jobs matching these filters</VisuallyHidden>
    </a>
  );
}
