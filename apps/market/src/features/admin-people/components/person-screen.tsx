import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminUserDetail } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { QueryScreen } from '@marketplace/api-client/queries';
import { useSession } from '@marketplace/session';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { SecurityEventsTable } from '../../../components/security-events-table';
import { personQuery } from '../api/people-queries';
import { AccountStateDialog } from './account-state-dialog';
import { RoleBadges } from './role-badges';
import { RolesForm } from './roles-form';
import styles from './people.module.css';

/** `/admin/people/:userId`: one person's rights and state, and what the security log says about them. */
export function PersonScreen({ userId }: { userId: string }) {
  const person = useQuery(personQuery(userId));
  useDocumentTitle(person.data ? `${person.data.name} · People` : 'People');
  return (
    <QueryScreen query={person} loading="Loading this person…" failed="We could not load this person" notFound="No such person">
      {(data) => <Person person={data} />}
    </QueryScreen>
  );
}

function Person({ person }: { person: AdminUserDetail }) {
  const session = useSession();
  const isSelf = session.user?.id === person.id;
  const [dialog, setDialog] = useState(0);
  return (
    <div className={styles.page}>
      <PageHeader title={<span {...personalDataProps}>{person.name}</span>} before={<Link to="/admin/people">← People</Link>} />
      <section aria-labelledby="account-heading" className={styles.section}>
        <h2 id="account-heading">Account</h2>
        <dl className={styles.facts}>
          <dt>Email</dt>
          <dd {...personalDataProps}>{person.email}</dd>
          <dt>Roles</dt>
          <dd>{person.roles.length || person.disabledAt ? <RoleBadges person={person} /> : '—'}</dd>
          <dt>Since</dt>
          <dd><DateTime value={person.createdAt} timeZone="UTC" /></dd>
          {person.providerId && (
            <>
              <dt>Provider</dt>
              <dd><Link to={`/provider-profile/${person.providerId}`}>Provider profile</Link></dd>
            </>
          )}
          <dt>State</dt>
          <dd>
            {person.disabledAt ? (
              <>
                Disabled since <DateTime value={person.disabledAt} timeZone="UTC" showTimeZone />
                {person.disabledReason && <span {...personalDataProps}> — {person.disabledReason}</span>}
              </>
            ) : (
              'Enabled'
            )}
          </dd>
        </dl>
        <div className={styles.actions}>
          {isSelf ? (
            <p>You cannot disable your own account.</p>
          ) : (
            <Button variant={person.disabledAt ? 'secondary' : 'danger'} onClick={() => setDialog((count) => count + 1)}>
              {person.disabledAt ? 'Enable account…' : 'Disable account…'}
            </Button>
          )}
        </div>
      </section>
      <RolesForm person={person} isSelf={isSelf} />
      <section aria-labelledby="events-heading" className={styles.section}>
        <h2 id="events-heading">Recent security events</h2>
        <SecurityEventsTable events={person.recentEvents} caption="Security events about this person" emptyMessage="Nothing in the security log about this person." />
        <Link to={`/admin/security-log?userId=${person.id}`}>The whole log for this person</Link>
      </section>
      {dialog > 0 && <AccountStateDialog key={dialog} person={person} open onOpenChange={(open) => !open && setDialog(0)} />}
    </div>
  );
}
