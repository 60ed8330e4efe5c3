import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { z } from '@marketplace/contracts/zod';
import { type JobPayment, refundRequestSchema } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { Alert } from '@marketplace/shared-ui/alert';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { formatMoney, minorToInput, parseMajorAmount } from '@marketplace/shared-ui/money';
import { TextArea, TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { applyServerErrors } from '@marketplace/api-client/errors';
import type { DeskJobRef } from '../api/use-job-desk';
import { useRefund } from '../api/use-job-payment';
import { newIdempotencyKey } from '@marketplace/contracts/idempotency-key';
import { refundAmountProblem } from '../domain/refund-amount';

export interface RefundDialogProps {
  payment: JobPayment;
  deskRef: DeskJobRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The amount is checked as typed (exact cents, at most what is left); the form hands on whole minor units. */
const formSchema = (intl: IntlShape, { currency, refundableMinor }: JobPayment) =>
  z.pipe(z.object({
      amount: z.string().check(z.maxLength(30, intl.formatMessage({ id: 'market.refund.enter-amount', defaultMessage: 'Enter an amount' })), z.superRefine((text, context) => {
          const problem = refundAmountProblem(intl, parseMajorAmount(text, currency, intl.locale), refundableMinor, currency);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        })),
      reason: refundRequestSchema.shape.reason,
    }), z.transform((values) => ({ amountMinor: parseMajorAmount(values.amount, currency, intl.locale)!, reason: values.reason })));
type RefundForm = { amount: string; reason: string };
type Checked = { amountMinor: number; reason: string };

/** A definite "no" from the API (not an outage, not a lost answer): the same key would get it again. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Refund all or part of what is left, with a reason, after a confirmation showing the exact
 * amount. One idempotency key per intended refund: a double click or a retry after a lost
 * answer sends the same key (the API refunds once); a refusal gets a fresh key for the next try.
 * Mount with a new `key` per opening: a new refund, a new key.
 */
export function RefundDialog({ payment, deskRef, open, onOpenChange }: RefundDialogProps) {
  const intl = useIntl();
  const refund = useRefund(deskRef);
  const { toast } = useToast();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState<Checked | null>(null);
  // Built with the page's intl: its own rules speak the page's language and read its amounts.
  const resolver = useMemo(() => zodResolver(formSchema(intl, payment)), [intl, payment]);
  const { register, handleSubmit, setError, formState } = useForm<RefundForm, unknown, Checked>({
    resolver,
    defaultValues: { amount: minorToInput(payment.refundableMinor, payment.currency, intl.locale), reason: '' },
  });
  const money = (amountMinor: number) => formatMoney(amountMinor, payment.currency, intl.locale);

  const send = async (checked: Checked) => {
    await refund.mutateAsync({ ...checked, idempotencyKey });
    toast({
      title: intl.formatMessage({ id: 'market.refund.done', defaultMessage: 'Refunded {amount}' }, { amount: money(checked.amountMinor) }),
      description: intl.formatMessage({ id: 'market.refund.done-hint', defaultMessage: 'The customer gets it back on their card; a credit note was issued.' }),
      tone: 'success',
    });
    onOpenChange(false);
  };
  const refused = (error: unknown) => {
    if (isRefusal(error)) setIdempotencyKey(newIdempotencyKey());
    setConfirming(null);
    return applyServerErrors(error, ['amountMinor', 'reason'], (name, fieldError) => setError(name === 'amountMinor' ? 'amount' : name, fieldError));
  };

  const card = payment.card ? `${payment.card.brand} ••${payment.card.last4}` : intl.formatMessage({ id: 'market.refund.customer-card', defaultMessage: 'the customer’s card' });
  const confirmTitle = intl.formatMessage({ id: 'market.refund.confirm-title', defaultMessage: 'Confirm the refund' });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={confirming ? confirmTitle : intl.formatMessage({ id: 'market.refund.title', defaultMessage: 'Refund the customer' })}
      formLabel={confirming ? confirmTitle : intl.formatMessage({ id: 'market.refund.form', defaultMessage: 'Refund' })}
      cancelLabel={confirming ? intl.formatMessage({ id: 'market.refund.back', defaultMessage: 'Back' }) : intl.formatMessage({ id: 'market.refund.keep', defaultMessage: 'Keep the money' })}
      onCancel={confirming ? () => setConfirming(null) : undefined}
      submitLabel={confirming ? intl.formatMessage({ id: 'market.refund.submit', defaultMessage: 'Refund {amount}' }, { amount: money(confirming.amountMinor) }) : intl.formatMessage({ id: 'market.refund.review', defaultMessage: 'Review the refund' })}
      submitVariant={confirming ? 'danger' : 'primary'}
      errorTitle={intl.formatMessage({ id: 'market.refund.failed', defaultMessage: 'Nothing was refunded' })}
      onSubmit={confirming ? () => send(confirming) : handleSubmit(setConfirming)}
      onError={refused}
    >
      {confirming ? (
        <Alert tone="warning" title={intl.formatMessage({ id: 'market.refund.confirm-question', defaultMessage: 'Refund {amount} to {card}?' }, { amount: money(confirming.amountMinor), card })}>
          <p>
            <FormattedMessage
              id="market.refund.confirm-hint"
              defaultMessage="A credit note is issued against the invoice and the refund shows on the job’s history and the customer’s job page. It cannot be undone."
            />
          </p>
          <p>
            <FormattedMessage id="market.refund.reason-shown" defaultMessage="Reason: {reason}" values={{ reason: <span translate="no">{confirming.reason}</span> }} />
          </p>
        </Alert>
      ) : (
        <>
          <TextField
            label={intl.formatMessage({ id: 'market.refund.amount', defaultMessage: 'Amount ({currency})' }, { currency: payment.currency })}
            hint={intl.formatMessage({ id: 'market.refund.amount-hint', defaultMessage: 'Up to {amount}: what was taken less what was refunded already.' }, { amount: money(payment.refundableMinor) })}
            inputMode="decimal"
            autoComplete="off"
            required
            error={formState.errors.amount?.message}
            {...register('amount')}
          />
          <TextArea
            label={intl.formatMessage({ id: 'market.refund.reason', defaultMessage: 'Reason' })}
            hint={intl.formatMessage({ id: 'market.refund.reason-hint', defaultMessage: 'Shown to the customer and on the job’s history.' })}
            required rows={3} maxLength={500} error={formState.errors.reason?.message} {...register('reason')} />
        </>
      )}
    </FormDialog>
  );
}
