import { useParams } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { NotFoundError } from '@marketplace/error-reporting';
import { AdminOverview } from '../../features/admin-overview/components/admin-overview';
import { OutboxScreen } from '../../features/admin-outbox/components/outbox-screen';
import { PeopleScreen } from '../../features/admin-people/components/people-screen';
import { PersonScreen } from '../../features/admin-people/components/person-screen';
import { SecurityLogScreen } from '../../features/admin-security-log/components/security-log-screen';

/** The /admin pages (issue 20), composed from their features; loaded together in one chunk when /admin is first visited. */
export const AdminHomePage = () => <AdminOverview />;
export const PeoplePage = () => <PeopleScreen />;
export const SecurityLogPage = () => <SecurityLogScreen />;
export const OutboxPage = () => <OutboxScreen />;

export function PersonPage() {
  const { userId = '' } = useParams();
  if (!isUuid(userId)) throw new NotFoundError(`No person "${userId}"`);
  return <PersonScreen key={userId} userId={userId} />;
}
