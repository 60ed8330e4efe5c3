import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { z } from '@marketplace/contracts/zod';
import { refundRequestSchema } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { Alert } from '@marketplace/shared-ui/alert';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { useFormat } from '@marketplace/shared-ui/format';
import { formatMoney, minorToInput, parseMajorAmount } from '@marketplace/shared-ui/money';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { TextArea, TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import { applyServerErrors } from '@marketplace/api-client/errors';
import type { DeskJobRef } from '../api/use-job-desk';
import { useRefund } from '../api/use-job-payment';
import { newIdempotencyKey } from '@marketplace/contracts/idempotency-key';
import { refundAmountProblem } from '../domain/refund-amount';
import type { RefundTarget } from '../domain/refund-targets';

export interface RefundDialogProps {
  /** What can be refunded: the job's payment and its tips with money left (at least one). */
  targets: RefundTarget[];
  currency: string;
  timeZone: string;
  deskRef: DeskJobRef;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The amount is checked as typed (exact cents, at most what is left of what it is taken from); the form hands on whole minor units. */
const formSchema = (intl: IntlShape, targets: RefundTarget[], currency: string) =>
  z.pipe(
    z.object({
      from: z.string(),
      amount: z.string().check(z.maxLength(30, intl.formatMessage({ id: 'market.refund.enter-amount', defaultMessage: 'Enter an amount' }))),
      reason: refundRequestSchema.shape.reason,
    }).check(z.superRefine((values, context) => {
      const target = targets.find((candidate) => candidate.key === values.from) ?? targets[0]!;
      const problem = refundAmountProblem(intl, parseMajorAmount(values.amount, currency, intl.locale), target.refundableMinor, currency);
      if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
    })),
    z.transform((values) => ({ target: targets.find((candidate) => candidate.key === values.from) ?? targets[0]!, amountMinor: parseMajorAmount(values.amount, currency, intl.locale)!, reason: values.reason })),
  );
type RefundForm = { from: string; amount: string; reason: string };
type Checked = { target: RefundTarget; amountMinor: number; reason: string };

/** A definite "no" from the API (not an outage, not a lost answer): the same key would get it again. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Refund all or part of what is left of the job's payment or of one of its tips, with a reason,
 * after a confirmation showing the exact amount. One idempotency key per intended refund: a
 * double click or a retry after a lost answer sends the same key (the API refunds once); a
 * refusal gets a fresh key for the next try. Mount with a new `key` per opening: a new refund, a new key.
 */
export function RefundDialog({ targets, currency, timeZone, deskRef, open, onOpenChange }: RefundDialogProps) {
  const intl = useIntl();
  const refund = useRefund(deskRef);
  const { toast } = useToast();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState<Checked | null>(null);
  // Built with the page's intl: its own rules speak the page's language and read its amounts.
  const resolver = useMemo(() => zodResolver(formSchema(intl, targets, currency)), [intl, targets, currency]);
  const first = targets[0]!;
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<RefundForm, unknown, Checked>({
    resolver,
    defaultValues: { from: first.key, amount: minorToInput(first.refundableMinor, currency, intl.locale), reason: '' },
  });
  const format = useFormat();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, intl.locale);
  const from = useWatch({ control, name: 'from' });
  const chosen = targets.find((target) => target.key === from) ?? first;
  const targetLabel = (target: RefundTarget) =>
    target.tip
      ? intl.formatMessage({ id: 'market.refund.from-tip', defaultMessage: 'The tip of {amount} given {date} (up to {left})' }, { amount: money(target.tip.amountMinor), date: format.dateTime(target.tip.at, { timeZone, format: 'date' }), left: money(target.refundableMinor) })
      : intl.formatMessage({ id: 'market.refund.from-job', defaultMessage: 'The job’s payment (up to {left})' }, { left: money(target.refundableMinor) });

  const send = async ({ target, ...checked }: Checked) => {
    await refund.mutateAsync({ ...checked, idempotencyKey, ...(target.tip ? { tipId: target.tip.id } : {}) });
    toast({
      title: intl.formatMessage({ id: 'market.refund.done', defaultMessage: 'Refunded {amount}' }, { amount: money(checked.amountMinor) }),
      description: target.tip
        ? intl.formatMessage({ id: 'market.refund.done-tip-hint', defaultMessage: 'The customer gets the tip back on their card.' })
        : intl.formatMessage({ id: 'market.refund.done-hint', defaultMessage: 'The customer gets it back on their card; a credit note was issued.' }),
      tone: 'success',
    });
    onOpenChange(false);
  };
  const refused = (error: unknown) => {
    if (isRefusal(error)) setIdempotencyKey(newIdempotencyKey());
    setConfirming(null);
    return applyServerErrors(error, ['amountMinor', 'reason'], (name, fieldError) => setError(name === 'amountMinor' ? 'amount' : name, fieldError));
  };

  const cardOf = (target: RefundTarget) => (target.card ? `${target.card.brand} ••${target.card.last4}` : intl.formatMessage({ id: 'market.refund.customer-card', defaultMessage: 'the customer’s card' }));
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
        <Alert tone="warning" title={intl.formatMessage({ id: 'market.refund.confirm-question', defaultMessage: 'Refund {amount} to {card}?' }, { amount: money(confirming.amountMinor), card: cardOf(confirming.target) })}>
          <p>
            {confirming.target.tip ? (
              <FormattedMessage
                id="market.refund.confirm-tip-hint"
                defaultMessage="This is a refund of the tip: a tip is not on the invoice, so no credit note is issued. It shows on the job’s history and the customer’s job page, and is taken back from the provider’s earnings. It cannot be undone."
              />
            ) : (
              <FormattedMessage
                id="market.refund.confirm-hint"
                defaultMessage="A credit note is issued against the invoice and the refund shows on the job’s history and the customer’s job page. It cannot be undone."
              />
            )}
          </p>
          <p>
            <FormattedMessage id="market.refund.reason-shown" defaultMessage="Reason: {reason}" values={{ reason: <span translate="no">{confirming.reason}</span> }} />
          </p>
        </Alert>
      ) : (
        <>
          {targets.length > 1 && (
            <Controller
              name="from"
              control={control}
              render={({ field }) => (
                <RadioGroup
                  label={intl.formatMessage({ id: 'market.refund.from', defaultMessage: 'Refund from' })}
                  options={targets.map((target) => ({ value: target.key, label: targetLabel(target) }))}
                  value={field.value}
                  onValueChange={(key) => {
                    field.onChange(key);
                    const target = targets.find((candidate) => candidate.key === key);
                    if (target) setValue('amount', minorToInput(target.refundableMinor, currency, intl.locale));
                  }}
                />
              )}
            />
          )}
          <TextField
            label={intl.formatMessage({ id: 'market.refund.amount', defaultMessage: 'Amount ({currency})' }, { currency })}
            hint={intl.formatMessage({ id: 'market.refund.amount-hint', defaultMessage: 'Up to {amount}: what was taken less what was refunded already.' }, { amount: money(chosen.refundableMinor) })}
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
