import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
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

const outcomeTitles = defineMessages({
  clear: { id: 'provider.apply.identity.clear', defaultMessage: 'Identity verified' },
  needs_review: { id: 'provider.apply.identity.needs-review', defaultMessage: 'Your identity needs a manual review: you can still submit; the market team looks at it' },
  failed: { id: 'provider.apply.identity.failed', defaultMessage: 'Your identity could not be verified: check your details and try again' },
});
const outcomes = {
  clear: { tone: 'success', title: outcomeTitles.clear },
  needs_review: { tone: 'warning', title: outcomeTitles.needs_review },
  failed: { tone: 'danger', title: outcomeTitles.failed },
} as const;

/** Step 6: the identity check. The details go to the verification provider; only its answer is kept. */
export function IdentityStep({ data, application, onDone, onBack }: StepProps & { onBack?: () => void }) {
  const intl = useIntl();
  const check = useCheckIdentity(application.id);
  // A failed check stays on this step: the applicant sees why and may try again.
  const { form, onSubmit, formError } = useStepForm(identityCheckSchema, { legalName: '', dateOfBirth: '', idNumber: '' }, async (values) => {
    const { application: checked } = await check.mutateAsync(values);
    if (checked.identity?.status === 'failed') throw new Error(intl.formatMessage(outcomes.failed.title));
  }, onDone);
  const { errors } = form.formState;
  const outcome = application.identity && outcomes[application.identity.status];
  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'provider.apply.step.identity', defaultMessage: 'Identity' })} {...personalDataProps}>
      <FormLayout>
        {data.testMode && (
          <TestValues
            title={intl.formatMessage({ id: 'provider.apply.identity.test-mode', defaultMessage: 'Test mode: identity check' })}
            values={[
              { value: testIdentityNumbers.clear, outcome: <FormattedMessage id="provider.apply.identity.test-clear" defaultMessage="comes back clear" /> },
              { value: testIdentityNumbers.needs_review, outcome: <FormattedMessage id="provider.apply.identity.test-review" defaultMessage="needs a manual review" /> },
              { value: testIdentityNumbers.failed, outcome: <FormattedMessage id="provider.apply.identity.test-fails" defaultMessage="fails" /> },
            ]}
          />
        )}
        {formError && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'provider.apply.identity.not-checked', defaultMessage: 'Not checked' })}>
            {formError}
          </Alert>
        )}
        {outcome && !formError && (
          <Alert tone={outcome.tone} title={intl.formatMessage(outcome.title)}>
            <FormattedMessage id="provider.apply.identity.check-again" defaultMessage="You may check again if your details were wrong." />
          </Alert>
        )}
        <TextField
          label={intl.formatMessage({ id: 'provider.apply.identity.legal-name', defaultMessage: 'Legal name' })}
          hint={intl.formatMessage({ id: 'provider.apply.identity.legal-name-hint', defaultMessage: 'As on your ID' })}
          autoComplete="name" required error={errors.legalName?.message} {...form.register('legalName')} />
        <TextField label={intl.formatMessage({ id: 'provider.apply.identity.birth-date', defaultMessage: 'Date of birth' })} type="date" autoComplete="bday" required error={errors.dateOfBirth?.message} {...form.register('dateOfBirth')} />
        <TextField
          label={intl.formatMessage({ id: 'provider.apply.identity.id-number', defaultMessage: 'ID number' })}
          hint={intl.formatMessage({ id: 'provider.apply.identity.id-number-hint', defaultMessage: 'Passport, driving licence or national ID. We never store it.' })}
          autoComplete="off" required error={errors.idNumber?.message} {...form.register('idNumber')} />
      </FormLayout>
      <StepActions pending={form.formState.isSubmitting} label={intl.formatMessage({ id: 'provider.apply.identity.check', defaultMessage: 'Check my identity' })} onBack={onBack} />
      {application.identity && application.identity.status !== 'failed' && (
        <Button type="button" variant="ghost" onClick={onDone}>
          <FormattedMessage id="provider.apply.identity.keep" defaultMessage="Keep the earlier check" />
        </Button>
      )}
    </form>
  );
}
