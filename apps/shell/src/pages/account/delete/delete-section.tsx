import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DeletionCheck } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { deletionCheckQuery } from '../account-queries';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DeletionJobs } from './deletion-jobs';
import styles from '../account-page.module.css';

/**
 * Leaving: first what the API says deleting would do now (what blocks it, which future jobs it
 * cancels at which fee, what is kept), then the password in a dialog.
 */
export function DeleteSection({ onDeleted }: { onDeleted: () => void }) {
  const intl = useIntl();
  const check = useQuery(deletionCheckQuery());
  return (
    <Card as="section" title={intl.formatMessage({ id: 'shell.account.delete.title', defaultMessage: 'Delete my account' })}>
      <p className={styles.text}>
        <FormattedMessage
          id="shell.account.delete.text"
          defaultMessage="Your personal data is erased or anonymised and you can no longer log in. This cannot be undone."
        />
      </p>
      {check.isPending ? (
        <Skeleton lines={3} label={intl.formatMessage({ id: 'shell.account.delete.checking', defaultMessage: 'Checking what deleting your account would change…' })} />
      ) : check.isError ? (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'shell.account.delete.check-failed', defaultMessage: 'We could not check your account' })}
          action={
            <Button onClick={() => void check.refetch()}>
              <FormattedMessage id="shell.account.delete.retry" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(check.error)}
        </Alert>
      ) : check.data.allowed ? (
        <Deletable check={check.data} onDeleted={onDeleted} />
      ) : (
        <Blocked check={check.data} />
      )}
    </Card>
  );
}

function Blocked({ check }: { check: DeletionCheck }) {
  const intl = useIntl();
  return (
    <Alert tone="warning" title={intl.formatMessage({ id: 'shell.account.delete.blocked', defaultMessage: 'You cannot delete your account yet' })}>
      <ul className={styles.list}>
        {check.blockers.map((blocker, index) => (
          <li key={`${blocker.kind}-${blocker.jobId ?? index}`}>
            <span data-worded-by="api">{blocker.message}</span>{' '}
            {blocker.jobId && (
              <Link to={`/job/${blocker.jobId}`}>
                <FormattedMessage id="shell.account.delete.see-job" defaultMessage="See the job" />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function Deletable({ check, onDeleted }: { check: DeletionCheck; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.stack}>
      <DeletionJobs check={check} />
      {check.kept.length > 0 && (
        <div>
          <h3>
            <FormattedMessage id="shell.account.delete.kept" defaultMessage="What we keep" />
          </h3>
          <ul className={styles.list}>
            {check.kept.map((kept) => (
              <li key={kept} data-worded-by="api">
                {kept}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <FormattedMessage id="shell.account.delete.start" defaultMessage="Delete my account…" />
        </Button>
      </div>
      {confirming && <DeleteAccountDialog check={check} onOpenChange={setConfirming} onDeleted={onDeleted} />}
    </div>
  );
}
