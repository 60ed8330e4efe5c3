import { identityCheckSchema, testIdentityNumbers } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useCheckIdentity } from '../api/use-application';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { TestValues } from './test-values';
import { useStepForm } from './use-step-form';

const outcomes = {
  clear: { tone: 'success', title: 'Identity verified' },
  needs_review: { tone: 'warning', title: 'Your identity needs a manual review: you can still submit; the market team looks at it' },
  failed: { tone: 'danger', title: 'Your identity could not be verified: check your details and try again' },
} as const;

/** Step 6: the identity check. The details go to the verification provider; only its answer is kept. */
export function IdentityStep({ data, application, onDone, onBack }: StepProps & { onBack?: () => void }) {
  const check = useCheckIdentity(application.id);
  // A failed check stays on this step: the applicant sees why and may try again.
  const { form, onSubmit, formError } = useStepForm(identityCheckSchema, { legalName: '', dateOfBirth: '', idNumber: '' }, async (values) => {
    const { application: checked } = await check.mutateAsync(values);
    if (checked.identity?.status === 'failed') throw new Error(outcomes.failed.title);
  }, onDone);
  const { errors } = form.formState;
  const outcome = application.identity && outcomes[application.identity.status];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Identity" {...personalDataProps}>
      <FormLayout>
        {data.testMode && (
          <TestValues
            title="identity check"
            values={[
              { value: testIdentityNumbers.clear, outcome: 'comes back clear' },
              { value: testIdentityNumbers.needs_review, outcome: 'needs a manual review' },
              { value: testIdentityNumbers.failed, outcome: 'fails' },
            ]}
          />
        )}
        {formError && <Alert tone="danger" title="Not checked">{formError}</Alert>}
        {outcome && !formError && <Alert tone={outcome.tone} title={outcome.title}>You may check again if your details were wrong.</Alert>}
        <TextField label="Legal name" hint="As on your ID" autoComplete="name" required error={errors.legalName?.message} {...form.register('legalName')} />
        <TextField label="Date of birth" type="date" autoComplete="bday" required error={errors.dateOfBirth?.message} {...form.register('dateOfBirth')} />
        <TextField label="ID number" hint="Passport, driving licence or national ID. We never store it." autoComplete="off" required error={errors.idNumber?.message} {...form.register('idNumber')} />
      </FormLayout>
      <StepActions pending={form.formState.isSubmitting} label="Check my identity" onBack={onBack} />
      {application.identity && application.identity.status !== 'failed' && (
        <Button type="button" variant="ghost" onClick={onDone}>
          Keep the earlier check
        </Button>
      )}
    </form>
  );
}
