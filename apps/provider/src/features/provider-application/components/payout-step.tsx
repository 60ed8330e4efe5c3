import { payoutAccountSchema, testBankAccounts } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormLayout } from '@marketplace/shared-ui/form-layout';
import { TextField } from '@marketplace/shared-ui/text-field';
import { useAddPayoutAccount } from '../api/use-application';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { TestValues } from './test-values';
import { useStepForm } from './use-step-form';

/** Step 7: the bank account payouts go to, tokenised by the payment gateway; only its last 4 digits come back. */
export function PayoutStep({ data, application, onDone, onBack }: StepProps & { onBack?: () => void }) {
  const add = useAddPayoutAccount(application.id);
  const { form, onSubmit, formError } = useStepForm(payoutAccountSchema, { holderName: '', routingNumber: '', accountNumber: '' }, (values) => add.mutateAsync(values), onDone);
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Payout account" {...personalDataProps}>
      <FormLayout>
        {data.testMode && (
          <TestValues
            title="payouts"
            values={[
              { value: `${testBankAccounts.routingNumber} / ${testBankAccounts.succeeds}`, outcome: 'routing / account: payouts succeed' },
              { value: `${testBankAccounts.routingNumber} / ${testBankAccounts.payoutsFail}`, outcome: 'routing / account: payouts fail' },
            ]}
          />
        )}
        {formError && <Alert tone="danger" title="Not saved">{formError}</Alert>}
        {application.payoutAccount && <Alert tone="success" title={`Payouts go to the account ending ${application.payoutAccount.last4}`}>Enter another account to replace it.</Alert>}
        <TextField label="Account holder" autoComplete="name" required error={errors.holderName?.message} {...form.register('holderName')} />
        <TextField label="Routing number" inputMode="numeric" autoComplete="off" required error={errors.routingNumber?.message} {...form.register('routingNumber')} />
        <TextField label="Account number" inputMode="numeric" autoComplete="off" required hint="We keep only its last 4 digits: the payment provider holds the rest." error={errors.accountNumber?.message} {...form.register('accountNumber')} />
      </FormLayout>
      <StepActions pending={form.formState.isSubmitting} onBack={onBack} />
      {application.payoutAccount && (
        <Button type="button" variant="ghost" onClick={onDone}>
          Keep the account ending {application.payoutAccount.last4}
        </Button>
      )}
    </form>
  );
}
