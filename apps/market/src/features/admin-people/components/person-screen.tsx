import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const person = useQuery(personQuery(userId));
  useDocumentTitle(person.data ? intl.formatMessage({ id: 'market.person.document-title', defaultMessage: '{name} · People' }, { name: person.data.name }) : intl.formatMessage({ id: 'market.people.title', defaultMessage: 'People' }));
  return (
    <QueryScreen
      query={person}
      loading={intl.formatMessage({ id: 'market.person.loading', defaultMessage: 'Loading this person…' })}
      failed={intl.formatMessage({ id: 'market.person.failed', defaultMessage: 'We could not load this person' })}
      notFound="No such person"
    >
      {(data) => <Person person={data} />}
    </QueryScreen>
  );
}

function Person({ person }: { person: AdminUserDetail }) {
  const intl = useIntl();
  const session = useSession();
  const isSelf = session.user?.id === person.id;
  const [dialog, setDialog] = useState(0);
  return (
    <div className={styles.page}>
      <PageHeader
        title={
          <span {...personalDataProps} translate="no">
            {person.name}
          </span>
        }
        before={
          <Link to="/admin/people">
            <FormattedMessage id="market.person.back" defaultMessage="← People" />
          </Link>
        }
      />
      <section aria-labelledby="account-heading" className={styles.section}>
        <h2 id="account-heading">
          <FormattedMessage id="market.person.account" defaultMessage="Account" />
        </h2>
        <dl className={styles.facts}>
          <dt>
            <FormattedMessage id="market.person.email" defaultMessage="Email" />
          </dt>
          <dd {...personalDataProps} translate="no">
            {person.email}
          </dd>
          <dt>
            <FormattedMessage id="market.person.roles" defaultMessage="Roles" />
          </dt>
          <dd>{person.roles.length || person.disabledAt ? <RoleBadges person={person} /> : '—'}</dd>
          <dt>
            <FormattedMessage id="market.person.since" defaultMessage="Since" />
          </dt>
          <dd><DateTime value={person.createdAt} timeZone="UTC" /></dd>
          {person.providerId && (
            <>
              <dt>
                <FormattedMessage id="market.person.provider" defaultMessage="Provider" />
              </dt>
              <dd>
                <Link to={`/provider-profile/${person.providerId}`}>
                  <FormattedMessage id="market.person.provider-profile" defaultMessage="Provider profile" />
                </Link>
              </dd>
            </>
          )}
          <dt>
            <FormattedMessage id="market.person.state" defaultMessage="State" />
          </dt>
          <dd>
            {person.disabledAt ? (
              <>
                <FormattedMessage id="market.person.disabled-since" defaultMessage="Disabled since {at}" values={{ at: <DateTime value={person.disabledAt} timeZone="UTC" showTimeZone /> }} />
                {person.disabledReason && (
                  <span {...personalDataProps} translate="no">
                    {' — '}
                    {person.disabledReason}
                  </span>
                )}
              </>
            ) : (
              <FormattedMessage id="market.person.enabled" defaultMessage="Enabled" />
            )}
          </dd>
        </dl>
        <div className={styles.actions}>
          {isSelf ? (
            <p>
              <FormattedMessage id="market.person.not-self" defaultMessage="You cannot disable your own account." />
            </p>
          ) : (
            <Button variant={person.disabledAt ? 'secondary' : 'danger'} onClick={() => setDialog((count) => count + 1)}>
              {person.disabledAt ? <FormattedMessage id="market.person.enable" defaultMessage="Enable account…" /> : <FormattedMessage id="market.person.disable" defaultMessage="Disable account…" />}
            </Button>
          )}
        </div>
      </section>
      <RolesForm person={person} isSelf={isSelf} />
      <section aria-labelledby="events-heading" className={styles.section}>
        <h2 id="events-heading">
          <FormattedMessage id="market.person.events" defaultMessage="Recent security events" />
        </h2>
        <SecurityEventsTable
          events={person.recentEvents}
          caption={intl.formatMessage({ id: 'market.person.events-caption', defaultMessage: 'Security events about this person' })}
          emptyMessage={intl.formatMessage({ id: 'market.person.events-empty', defaultMessage: 'Nothing in the security log about this person.' })}
        />
        <Link to={`/admin/security-log?userId=${person.id}`}>
          <FormattedMessage id="market.person.whole-log" defaultMessage="The whole log for this person" />
        </Link>
      </section>
      {dialog > 0 && <AccountStateDialog key={dialog} person={person} open onOpenChange={(open) => !open && setDialog(0)} />}
    </div>
  );
}
