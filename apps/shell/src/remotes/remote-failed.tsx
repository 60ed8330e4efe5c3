import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import type { RemoteName } from '../app/runtime-config';
import { RemoteUnavailableError } from './remote-loader';
import styles from './remote-failed.module.css';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

export interface RemoteFailedProps {
  remote: RemoteName;
  error: unknown;
  onRetry: () => void;
}

/** Shown in place of a remote that could not be loaded or crashed while rendering. */
export function RemoteFailed({ remote, error, onRetry }: RemoteFailedProps) {
  const intl = useIntl();
  const unavailable = error instanceof RemoteUnavailableError;
  // React keeps a page whose chunk failed to download failed; only a fresh page load retries it.
  const retry = isChunkLoadError(error) ? () => window.location.reload() : onRetry;
  const title = unavailable
    ? intl.formatMessage({ id: 'shell.remote-failed.unavailable-title', defaultMessage: 'This part of the site is unavailable' })
    : intl.formatMessage({ id: 'shell.remote-failed.crashed-title', defaultMessage: 'Something went wrong on this page' });
  useDocumentTitle(title);
  // Each area named in a whole sentence: its name changes the grammar of the rest in German.
  return (
    <section className={styles.panel} role="alert" aria-labelledby="remote-failed-title" data-remote-failed={remote}>
      <h1 id="remote-failed-title" className={styles.title}>
        {title}
      </h1>
      <p>
        {unavailable ? (
          <FormattedMessage
            id="shell.remote-failed.unavailable"
            defaultMessage="{remote, select, booking {Booking and your jobs} provider {The provider area} other {Market pages}} could not be loaded just now. The rest of the site still works. Please try again in a moment."
            values={{ remote }}
          />
        ) : (
          <FormattedMessage
            id="shell.remote-failed.crashed"
            defaultMessage="{remote, select, booking {Booking and your jobs} provider {The provider area} other {Market pages}} hit an unexpected error. We have been notified. Please try again in a moment."
            values={{ remote }}
          />
        )}
      </p>
      <div className={styles.actions}>
        <Button onClick={retry}>
          <FormattedMessage id="shell.remote-failed.retry" defaultMessage="Retry" />
        </Button>
        <Button asChild variant="secondary">
          <Link to="/">
            <FormattedMessage id="shell.remote-failed.home" defaultMessage="Go to the home page" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
