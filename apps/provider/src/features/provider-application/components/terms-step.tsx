import { useState } from 'react';
import { providerTermsPath } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { useSaveApplication } from '../api/use-application';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/** Step 8: the provider terms, by version: a new version must be accepted again. */
export function TermsStep({ data, application, onDone, onBack }: StepProps & { onBack?: () => void }) {
  const save = useSaveApplication(application.id);
  const current = application.terms?.version === data.termsVersion;
  const [accepted, setAccepted] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!accepted) return setProblem('Accept the provider terms to continue');
    setProblem(null);
    if (current) return onDone();
    await save.mutateAsync({ acceptTermsVersion: data.termsVersion }).then(onDone, (error: unknown) => setProblem(errorMessage(error)));
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Provider terms">
      <FormLayout>
        <p>
          Read the{' '}
          <a href={providerTermsPath} target="_blank" rel="noreferrer">
            provider terms (version {data.termsVersion}, opens in a new tab)
          </a>
          : how jobs, payouts, cancellations and reviews work for providers.
        </p>
        {problem && <Alert tone="danger" title="Not accepted">{problem}</Alert>}
        <Checkbox label={`I accept the provider terms, version ${data.termsVersion}`} checked={accepted} onCheckedChange={(checked) => setAccepted(checked === true)} />
      </FormLayout>
      <StepActions pending={save.isPending} onBack={onBack} />
    </form>
  );
}
