import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { NotFoundError } from '@marketplace/error-reporting';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { QueryScreen, useInvoice } from '@marketplace/api-client/queries';
import { FavouriteToggle } from '@marketplace/account-ui/favourites';
import { InvoiceSection } from '@marketplace/job-ui/invoice-section';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { useJob } from '../../features/job-detail/api/use-job';
import { JobDetail } from '../../features/job-detail/components/job-detail';
import { readArrivalNotice } from '../../features/job-detail/domain/arrival-notice';
import { JobPaymentSection } from '../../features/job-payment/components/job-payment-section';
import { TipPanel } from '../../features/job-tips/components/tip-panel';
import { ProblemPanel } from '../../features/job-problems/components/problem-panel';
import { CardField } from '../../features/payment-card/components/card-field';
import type { RenderCard } from '../../lib/card-tokeniser';
import { PriceBreakdown } from '../../features/price-breakdown/components/price-breakdown';
import { SlotPicker } from '../../features/slot-picker/components/slot-picker';

const renderCard: RenderCard = ({ ref, declined }) => <CardField ref={ref} declined={declined} />;

/** /job/:id — the customer's job. A job that isn't theirs is the site's not-found screen. */
export default function JobPage() {
  const { id = '' } = useParams();
  // A malformed id is a job that does not exist: no request, the same not-found screen.
  if (!isUuid(id)) throw new NotFoundError(`No job "${id}"`);
  return <JobScreen jobId={id} />;
}

function JobScreen({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const { state } = useLocation();
  const job = useJob(jobId);
  useDocumentTitle(job.data ? jobServicesTitle(intl, job.data.services) : intl.formatMessage({ id: 'booking.job.document-title', defaultMessage: 'Your job' }));

  // Not there for this visitor, or never there at all: the not-found screen.
  return (
    <QueryScreen
      query={job}
      loading={intl.formatMessage({ id: 'booking.job.loading', defaultMessage: 'Loading your job…' })}
      failed={intl.formatMessage({ id: 'booking.job.load-failed', defaultMessage: 'We could not load this job' })}
      notFound={intl.formatMessage({ id: 'booking.job.not-found', defaultMessage: 'No job "{id}"' }, { id: jobId })}
      skeletonLines={8}
    >
      {(data) => (
        <JobDetail
          job={data}
          tips={data.status === 'completed' && (<><TipPanel jobId={data.id} timeZone={data.timeZone} renderCard={renderCard} /><ProblemPanel jobId={data.id} /></>)}
          notice={readArrivalNotice(state)}
          priceBreakdown={<PriceBreakdown price={data.price} caption={<FormattedMessage id="booking.job.price-caption" defaultMessage="Price of the job" />} hideCaption />}
          payment={<JobPaymentSection jobId={data.id} timeZone={data.timeZone} renderCard={renderCard} renderInvoice={(invoice) => <InvoiceSection invoiceId={invoice.id} useInvoice={useInvoice} headingLevel={3} />} />}
          renderFavourite={(provider) => <FavouriteToggle providerId={provider.id} providerName={provider.displayName} />}
          renderSlotPicker={(props) => <SlotPicker {...props} headingLevel={3} emptyMessage={<FormattedMessage id="booking.job.no-other-times" defaultMessage="No other times are free." />} />}
        />
      )}
    </QueryScreen>
  );
}
