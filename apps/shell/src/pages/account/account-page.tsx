import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { QueryScreen } from '@marketplace/api-client/queries';
import { RequireAuth } from '@marketplace/session/require-auth';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { accountQuery } from './account-queries';
import { DeleteSection } from './delete/delete-section';
import { DetailsSection } from './details/details-section';
import { EmailSection } from './email/email-section';
import { ExportSection, NotificationsSection, PasswordSection, SessionsSection } from './simple-sections';
import styles from './account-page.module.css';

/** /account: everything about the person's own account, one section each. */
export function AccountPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shell.account.title', defaultMessage: 'Your account' });
  useDocumentTitle(title);
  const [deleted, setDeleted] = useState(false);
  // Rendered at once, before the session turns anonymous: else RequireAuth would send the person
  // who just deleted their account to log in (the session change renders before the navigation).
  const leave = () => flushSync(() => setDeleted(true));
  if (deleted) return <Navigate to="/" replace />;
  return (
    <RequireAuth>
      <div className={styles.page} data-page="account">
        <PageHeader
          title={title}
          description={intl.formatMessage({
            id: 'shell.account.description',
            defaultMessage: 'Your details, how you log in, where you are logged in, your data, and leaving.',
          })}
        />
        <AccountSections onDeleted={leave} />
      </div>
    </RequireAuth>
  );
}

function AccountSections({ onDeleted }: { onDeleted: () => void }) {
  const intl = useIntl();
  const account = useQuery(accountQuery());
  return (
    <QueryScreen
      query={account}
      loading={intl.formatMessage({ id: 'shell.account.loading', defaultMessage: 'Loading your account…' })}
      failed={intl.formatMessage({ id: 'shell.account.load-failed', defaultMessage: 'We could not load your account' })}
      notFound={intl.formatMessage({ id: 'shell.account.not-found', defaultMessage: 'No account' })}
    >
      {(data) => (
        <div className={styles.sections}>
          <DetailsSection account={data} />
          <EmailSection account={data} />
          <PasswordSection />
          <SessionsSection />
          <NotificationsSection />
          <ExportSection />
          <DeleteSection onDeleted={onDeleted} />
        </div>
      )}
    </QueryScreen>
  );
}
