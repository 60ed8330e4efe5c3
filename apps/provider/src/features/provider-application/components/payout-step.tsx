import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const add = useAddPayoutAccount(application.id);
  const { form, onSubmit, formError } = useStepForm(payoutAccountSchema, { holderName: '', routingNumber: '', accountNumber: '' }, (values) => add.mutateAsync(values), onDone);
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'provider.apply.step.payout', defaultMessage: 'Payout account' })} {...personalDataProps}>
      <FormLayout>
        {data.testMode && (
          <TestValues
            title={intl.formatMessage({ id: 'provider.apply.payout.test-mode', defaultMessage: 'Test mode: payouts' })}
            values={[
              {
                value: `${testBankAccounts.routingNumber} / ${testBankAccounts.succeeds}`,
                outcome: <FormattedMessage id="provider.apply.payout.test-succeed" defaultMessage="routing / account: payouts succeed" />,
              },
              {
                value: `${testBankAccounts.routingNumber} / ${testBankAccounts.payoutsFail}`,
                outcome: <FormattedMessage id="provider.apply.payout.test-fail" defaultMessage="routing / account: payouts fail" />,
              },
            ]}
          />
        )}
        {formError && (
          <Alert tone="danger" title={intl.formatMessage({ id: 'provider.apply.not-saved', defaultMessage: 'Not saved' })}>
            {formError}
          </Alert>
        )}
        {application.payoutAccount && (
          <Alert
            tone="success"
            title={intl.formatMessage(
              { id: 'provider.apply.payout.current', defaultMessage: 'Payouts go to the account ending {last4}' },
              { last4: application.payoutAccount.last4 },
            )}
          >
            <FormattedMessage id="provider.apply.payout.replace" defaultMessage="Enter another account to replace it." />
          </Alert>
        )}
        <TextField label={intl.formatMessage({ id: 'provider.apply.payout.holder', defaultMessage: 'Account holder' })} autoComplete="name" required error={errors.holderName?.message} {...form.register('holderName')} />
        <TextField label={intl.formatMessage({ id: 'provider.apply.payout.routing', defaultMessage: 'Routing number' })} inputMode="numeric" autoComplete="off" required error={errors.routingNumber?.message} {...form.register('routingNumber')} />
        <TextField
          label={intl.formatMessage({ id: 'provider.apply.payout.account', defaultMessage: 'Account number' })}
          inputMode="numeric"
          autoComplete="off"
          required
          hint={intl.formatMessage({ id: 'provider.apply.payout.account-hint', defaultMessage: 'We keep only its last 4 digits: the payment provider holds the rest.' })}
          error={errors.accountNumber?.message} {...form.register('accountNumber')} />
      </FormLayout>
      <StepActions pending={form.formState.isSubmitting} onBack={onBack} />
      {application.payoutAccount && (
        <Button type="button" variant="ghost" onClick={onDone}>
          <FormattedMessage id="provider.apply.payout.keep" defaultMessage="Keep the account ending {last4}" values={{ last4: application.payoutAccount.last4 }} />
        </Button>
      )}
    </form>
  );
}
