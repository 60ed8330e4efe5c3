import { Spinner } from '@marketplace/shared-ui/spinner';
import styles from './page-error.module.css';

export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading page…" />
    </div>
  );
}
