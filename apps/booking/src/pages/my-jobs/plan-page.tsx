import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { NotFoundError } from '@marketplace/error-reporting';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { QueryScreen } from '@marketplace/api-client/queries';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { usePlan } from '../../features/plans/api/use-plan';
import { PlanDetail } from '../../features/plans/components/plan-detail';
import { PriceBreakdown } from '../../features/price-breakdown/components/price-breakdown';

/** /my-jobs/plans/:planId — the customer's recurring plan. One that isn't theirs is the site's not-found screen. */
export default function PlanPage() {
  const { planId = '' } = useParams();
  // A malformed id is a plan that does not exist: no request, the same not-found screen.
  if (!isUuid(planId)) throw new NotFoundError(`No plan "${planId}"`);
  return <PlanScreen planId={planId} />;
}

function PlanScreen({ planId }: { planId: string }) {
  const intl = useIntl();
  const plan = usePlan(planId);
  useDocumentTitle(
    plan.data
      ? intl.formatMessage({ id: 'booking.plans.document-title', defaultMessage: 'Your plan: {services}' }, { services: jobServicesTitle(intl, plan.data.services) })
      : intl.formatMessage({ id: 'booking.plans.document-title-loading', defaultMessage: 'Your plan' }),
  );
  return (
    <QueryScreen
      query={plan}
      loading={intl.formatMessage({ id: 'booking.plans.page-loading', defaultMessage: 'Loading your plan…' })}
      failed={intl.formatMessage({ id: 'booking.plans.page-load-failed', defaultMessage: 'We could not load this plan' })}
      notFound={intl.formatMessage({ id: 'booking.plans.not-found', defaultMessage: 'No plan "{id}"' }, { id: planId })}
      skeletonLines={8}
    >
      {(data) => (
        <PlanDetail plan={data} priceBreakdown={<PriceBreakdown price={data.price} caption={<FormattedMessage id="booking.plans.price-caption" defaultMessage="Price of one visit" />} hideCaption />} />
      )}
    </QueryScreen>
  );
}
