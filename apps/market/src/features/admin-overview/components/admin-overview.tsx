import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { marketsQuery } from '@marketplace/api-client';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { outboxCountsQuery } from '../api/overview-queries';
import styles from './admin-overview.module.css';

/** What a number shows while it is loading or could not be read. */
const figure = (value: number | undefined, failed: boolean) => (value !== undefined ? String(value) : failed ? '?' : '…');

/** `/admin`: what needs an admin now, with the way to each admin screen. */
export function AdminOverview() {
  useDocumentTitle('Admin');
  const markets = useQuery(marketsQuery());
  const outbox = useQuery(outboxCountsQuery());
  const list = markets.data?.markets;
  const cards = [
    { to: '/admin/notifications?status=dead', title: 'Dead letters', value: figure(outbox.data?.dead, outbox.isError), text: 'messages that could not be delivered: read the error, retry.' },
    { to: '/admin/markets', title: 'Live markets', value: figure(list?.filter((market) => market.status === 'live').length, markets.isError), text: 'taking bookings now.' },
    { to: '/admin/markets', title: 'Coming soon', value: figure(list?.filter((market) => market.status === 'coming_soon').length, markets.isError), text: 'markets collecting a waitlist.' },
    { to: '/admin/notifications?status=pending', title: 'Waiting to send', value: figure(outbox.data?.pending, outbox.isError), text: 'messages in the outbox queue.' },
  ];
  return (
    <div className={styles.page}>
      <PageHeader title="Admin" description="Markets, the service catalogue, people and their rights, the security log and the outbox." />
      <ul className={styles.cards} aria-label="At a glance">
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
        <Link to="/admin/people">People</Link>: find an account, make someone a manager or an admin, disable an account. <Link to="/admin/security-log">Security log</Link>: who logged in,
        what was refused, every change of rights.
      </p>
    </div>
  );
}
