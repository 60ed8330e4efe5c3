import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { NotFoundError } from '@marketplace/error-reporting';
import { QueryScreen } from '@marketplace/api-client/queries';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { TestModeBanner } from '@marketplace/shared-ui/test-mode-banner';
import { useProviderPayments } from '../../features/provider-payments/api/use-provider-payments';
import { ProviderPaymentsView } from '../../features/provider-payments/components/provider-payments-view';

/** /provider-profile/:providerUuid/payments — the provider's earnings, balances and payouts (admins: anyone's). */
export default function PaymentsPage() {
  const { providerUuid = '' } = useParams();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'provider.payments.title', defaultMessage: 'Payments' }));
  if (!isUuid(providerUuid)) throw new NotFoundError(`No provider "${providerUuid}"`);
  return <Payments providerId={providerUuid} />;
}

function Payments({ providerId }: { providerId: string }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const payments = useProviderPayments(providerId, page);
  return (
    <div data-page="provider-profile/payments">
      <PageHeader
        title={intl.formatMessage({ id: 'provider.payments.title', defaultMessage: 'Payments' })}
        description={intl.formatMessage({ id: 'provider.payments.description', defaultMessage: 'What you earned per job, your balances and the payouts to your bank.' })}
      />
      <TestModeBanner />
      <QueryScreen
        query={payments}
        loading={intl.formatMessage({ id: 'provider.payments.loading', defaultMessage: 'Loading your payments…' })}
        failed={intl.formatMessage({ id: 'provider.payments.failed', defaultMessage: 'We could not load your payments' })}
        notFound={`No provider "${providerId}"`}
        skeletonLines={8}
      >
        {(data) => <ProviderPaymentsView providerId={providerId} payments={data} onPageChange={setPage} />}
      </QueryScreen>
    </div>
  );
}
