import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const save = useSaveApplication(application.id);
  const current = application.terms?.version === data.termsVersion;
  const [accepted, setAccepted] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!accepted) return setProblem(intl.formatMessage({ id: 'provider.apply.terms.required', defaultMessage: 'Accept the provider terms to continue' }));
    setProblem(null);
    if (current) return onDone();
    await save.mutateAsync({ acceptTermsVersion: data.termsVersion }).then(onDone, (error: unknown) => setProblem(errorMessage(error)));
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'provider.apply.step.terms', defaultMessage: 'Provider terms' })}>
      <FormLayout>
        <p>
          <FormattedMessage
            id="provider.apply.terms.read"
            defaultMessage="Read the <link>provider terms (version {version}, opens in a new tab)</link>: how jobs, payouts, cancellations and reviews work for providers."
            values={{
              version: data.termsVersion,
              link: (chunks: React.ReactNode[]) => (
                <a href={providerTermsPath} target="_blank" rel="noreferrer">
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
        {problem && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'provider.apply.terms.not-accepted', defaultMessage: 'Not accepted' })}>
            {problem}
          </Alert>
        )}
        <Checkbox
          label={intl.formatMessage({ id: 'provider.apply.terms.accept', defaultMessage: 'I accept the provider terms, version {version}' }, { version: data.termsVersion })}
          checked={accepted} onCheckedChange={(checked) => setAccepted(checked === true)} />
      </FormLayout>
      <StepActions pending={save.isPending} onBack={onBack} />
    </form>
  );
}
