import { FormattedMessage } from 'react-intl';
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
    return (
      <p className={styles.exportNote}>
        <FormattedMessage id="market.jobs-csv.too-many" defaultMessage="Narrow the filters to download a CSV (at most {limit, number} jobs)." values={{ limit: marketJobLimits.exportRows }} />
      </p>
    );
  }
  return (
    <a className={styles.download} href={href} download>
      <FormattedMessage
        id="market.jobs-csv.download"
        defaultMessage="Download CSV<hidden> of the jobs matching these filters</hidden>"
        values={{ hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> }}
      />
    </a>
  );
}
