import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { Tabs } from '@marketplace/shared-ui/tabs';
import { JobsPanel } from '../../features/my-jobs/components/jobs-panel';
import { PlansSection } from '../../features/plans/components/plans-section';
import { jobsSearchParams, readJobsSearch, type JobsTab } from '../../features/my-jobs/domain/jobs-search';

/** /my-jobs — the customer's plans, then their upcoming and past jobs; the tab and page live in the address. */
export default function MyJobsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'booking.my-jobs.title', defaultMessage: 'My jobs' });
  useDocumentTitle(title);
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, page } = readJobsSearch(searchParams);
  const panel = (shown: JobsTab) => (
    <JobsPanel
      tab={shown}
      page={page}
      onPageChange={(next) => setSearchParams(jobsSearchParams({ tab, page: next }))}
    />
  );
  return (
    <div data-page="my-jobs">
      <PageHeader title={title} description={intl.formatMessage({ id: 'booking.my-jobs.description', defaultMessage: 'Your upcoming and past bookings.' })} />
      <PlansSection />
      <Tabs
        aria-label={intl.formatMessage({ id: 'booking.my-jobs.tabs', defaultMessage: 'Your jobs' })}
        value={tab}
        onValueChange={(next) => setSearchParams(jobsSearchParams({ tab: next === 'past' ? 'past' : 'upcoming', page: 1 }))}
        items={[
          { value: 'upcoming', label: intl.formatMessage({ id: 'booking.my-jobs.upcoming', defaultMessage: 'Upcoming' }), content: panel('upcoming') },
          { value: 'past', label: intl.formatMessage({ id: 'booking.my-jobs.past', defaultMessage: 'Past' }), content: panel('past') },
        ]}
      />
    </div>
  );
}
