import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { marketsQuery } from '@marketplace/api-client';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { outboxCountsQuery } from '../api/overview-queries';
import styles from './admin-overview.module.css';

/** What a number shows while it is loading or could not be read. */
const figureOf = (format: (value: number) => string) => (value: number | undefined, failed: boolean) => (value !== undefined ? format(value) : failed ? '?' : '…');

/** `/admin`: what needs an admin now, with the way to each admin screen. */
export function AdminOverview() {
  const intl = useIntl();
  const figure = figureOf((value) => intl.formatNumber(value));
  useDocumentTitle(intl.formatMessage({ id: 'market.admin-overview.title', defaultMessage: 'Admin' }));
  const markets = useQuery(marketsQuery());
  const outbox = useQuery(outboxCountsQuery());
  const list = markets.data?.markets;
  const cards = [
    {
      to: '/admin/notifications?status=dead',
      title: intl.formatMessage({ id: 'market.admin-overview.dead', defaultMessage: 'Dead letters' }),
      value: figure(outbox.data?.dead, outbox.isError),
      text: intl.formatMessage({ id: 'market.admin-overview.dead-hint', defaultMessage: 'messages that could not be delivered: read the error, retry.' }),
    },
    {
      to: '/admin/markets',
      title: intl.formatMessage({ id: 'market.admin-overview.live', defaultMessage: 'Live markets' }),
      value: figure(list?.filter((market) => market.status === 'live').length, markets.isError),
      text: intl.formatMessage({ id: 'market.admin-overview.live-hint', defaultMessage: 'taking bookings now.' }),
    },
    {
      to: '/admin/markets',
      title: intl.formatMessage({ id: 'market.admin-overview.coming-soon', defaultMessage: 'Coming soon' }),
      value: figure(list?.filter((market) => market.status === 'coming_soon').length, markets.isError),
      text: intl.formatMessage({ id: 'market.admin-overview.coming-soon-hint', defaultMessage: 'markets collecting a waitlist.' }),
    },
    {
      to: '/admin/notifications?status=pending',
      title: intl.formatMessage({ id: 'market.admin-overview.pending', defaultMessage: 'Waiting to send' }),
      value: figure(outbox.data?.pending, outbox.isError),
      text: intl.formatMessage({ id: 'market.admin-overview.pending-hint', defaultMessage: 'messages in the outbox queue.' }),
    },
  ];
  return (
    <div className={styles.page}>
      <PageHeader
        title={intl.formatMessage({ id: 'market.admin-overview.title', defaultMessage: 'Admin' })}
        description={intl.formatMessage({ id: 'market.admin-overview.description', defaultMessage: 'Markets, the service catalogue, people and their rights, the security log and the outbox.' })}
      />
      <ul className={styles.cards} aria-label={intl.formatMessage({ id: 'market.admin-overview.glance', defaultMessage: 'At a glance' })}>
        {cards.map((card) => (
          <li key={card.title} className={styles.card}>
            <Link to={card.to} className={styles.cardLink}>
              <span className={styles.value}>{card.value}</span> <span className={styles.title}>{card.title}</span>
            </Link>
            <p className={styles.text}>{card.text}</p>
          </li>
        ))}
      </ul>
      <p>
        <FormattedMessage
          id="market.admin-overview.more"
          defaultMessage="<people>People</people>: find an account, make someone a manager or an admin, disable an account. <log>Security log</log>: who logged in, what was refused, every change of rights."
          values={{ people: (chunks) => <Link to="/admin/people">{chunks}</Link>, log: (chunks) => <Link to="/admin/security-log">{chunks}</Link> }}
        />
      </p>
    </div>
  );
}
