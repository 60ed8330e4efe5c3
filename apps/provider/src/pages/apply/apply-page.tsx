import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { PageHeader } from '@marketplace/shared-ui/page-header';
import { ApplyFlow } from '../../features/provider-application/components/apply-flow';

/** /provider/apply — anyone may apply to become a provider (docs/provider-onboarding.md). */
export default function ApplyPage() {
  useDocumentTitle('Become a provider');
  return (
    <div data-page="provider/apply">
      <PageHeader title="Become a provider" description="Apply in a few steps; your answers are saved as you go, so you can finish later." />
      <ApplyFlow />
    </div>
  );
}
