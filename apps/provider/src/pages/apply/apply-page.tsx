import { useIntl } from 'react-intl';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { ApplyFlow } from '../../features/provider-application/components/apply-flow';

/** /provider/apply — anyone may apply to become a provider (docs/provider-onboarding.md). */
export default function ApplyPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'provider.apply.title', defaultMessage: 'Become a provider' });
  useDocumentTitle(title);
  return (
    <div data-page="provider/apply">
      <PageHeader
        title={title}
        description={intl.formatMessage({ id: 'provider.apply.description', defaultMessage: 'Apply in a few steps; your answers are saved as you go, so you can finish later.' })}
      />
      <ApplyFlow />
    </div>
  );
}
