import { useIntl } from 'react-intl';
import { Spinner } from '@marketplace/shared-ui/spinner';
import styles from './page-error.module.css';

export function PageLoading() {
  const intl = useIntl();
  return (
    <div className={styles.loading}>
      <Spinner label={intl.formatMessage({ id: 'shell.page-loading.label', defaultMessage: 'Loading page…' })} />
    </div>
  );
}
