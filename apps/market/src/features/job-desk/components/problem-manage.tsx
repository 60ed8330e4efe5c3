import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { z } from '@marketplace/contracts/zod';
import { type JobProblems, type ProblemCase, type ProblemOutcome, problemLimits, resolveProblemSchema } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { newIdempotencyKey } from '@marketplace/contracts/idempotency-key';
import { queryKeys } from '@marketplace/api-client';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { focusIfLost } from '@marketplace/job-ui/focus-if-lost';
import { ProblemStepForm } from '@marketplace/job-ui/problem-forms';
import { useResolveProblem } from '@marketplace/job-ui/problems-api';
import { outcomeText } from '@marketplace/job-ui/problem-words';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { FormDialog } from '@marketplace/shared-ui/dialog';
import { formatMoney, parseMajorAmount } from '@marketplace/shared-ui/money';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { TextArea, TextField } from '@marketplace/shared-ui/text-field';
import { useToast } from '@marketplace/shared-ui/toast';
import type { DeskJobRef } from '../api/use-job-desk';
import { refundAmountProblem } from '../domain/refund-amount';
import styles from './job-desk.module.css';

export interface ProblemManageProps {
  deskRef: DeskJobRef;
  problems: JobProblems;
  openCase: ProblemCase;
}

type Asking = 'ask_provider' | 'ask_customer' | null;

/**
 * The market team's actions on an open case (docs/problems.md): ask the provider or the customer
 * (the case then waits for them), or resolve it with no refund, a partial or a full refund.
 */
export function ProblemManage({ deskRef, problems, openCase }: ProblemManageProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState<Asking>(null);
  const [resolving, setResolving] = useState(false);
  const [opening, setOpening] = useState(0);
  const askProvider = useRef<HTMLButtonElement>(null);
  const askCustomer = useRef<HTMLButtonElement>(null);
  const askLabel = asking === 'ask_customer' ? intl.formatMessage({ id: 'market.problems.ask-customer', defaultMessage: 'Ask the customer' }) : intl.formatMessage({ id: 'market.problems.ask-provider', defaultMessage: 'Ask the provider' });
  return (
    <div className={styles.problemActions}>
      <div className={styles.problemButtons} role="group" aria-label={intl.formatMessage({ id: 'market.problems.actions', defaultMessage: 'Manage the case' })}>
        <Button ref={askProvider} variant="secondary" aria-pressed={asking === 'ask_provider'} onClick={() => setAsking(asking === 'ask_provider' ? null : 'ask_provider')}>
          <FormattedMessage id="market.problems.ask-provider" defaultMessage="Ask the provider" />
        </Button>
        <Button ref={askCustomer} variant="secondary" aria-pressed={asking === 'ask_customer'} onClick={() => setAsking(asking === 'ask_customer' ? null : 'ask_customer')}>
          <FormattedMessage id="market.problems.ask-customer" defaultMessage="Ask the customer" />
        </Button>
        <Button
          onClick={() => {
            setOpening((count) => count + 1);
            setResolving(true);
          }}
        >
          <FormattedMessage id="market.problems.resolve" defaultMessage="Resolve" />
        </Button>
      </div>
      {asking && (
        <ProblemStepForm
          key={asking}
          jobId={deskRef.jobId}
          problemId={openCase.id}
          kind={asking}
          label={intl.formatMessage({ id: 'market.problems.question', defaultMessage: '{action}: your message' }, { action: askLabel })}
          submitLabel={intl.formatMessage({ id: 'market.problems.send-question', defaultMessage: 'Send the question' })}
          onDone={() => {
            // The form goes with the question sent: focus goes back to the button that opened it.
            focusIfLost(asking === 'ask_customer' ? askCustomer : askProvider);
            setAsking(null);
          }}
        />
      )}
      {resolving && <ResolveProblemDialog key={opening} deskRef={deskRef} problems={problems} openCase={openCase} open onOpenChange={setResolving} />}
    </div>
  );
}

type ResolveForm = { outcome: ProblemOutcome; amount: string; reason: string };
type Checked = { outcome: ProblemOutcome; amountMinor?: number; reason: string };

/** The amount is read from what was typed (the refund form's parsing) only for a partial refund; at most what is left to refund. */
const formSchema = (intl: IntlShape, refundableMinor: number, currency: string) =>
  z.pipe(
    z.object({
      outcome: resolveProblemSchema.shape.outcome,
      amount: z.string().check(z.maxLength(30)),
      reason: resolveProblemSchema.shape.reason,
    }).check(z.superRefine((values, context) => {
      if (values.outcome !== 'partial_refund') return;
      const problem = refundAmountProblem(intl, parseMajorAmount(values.amount, currency, intl.locale), refundableMinor, currency);
      if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
    })),
    z.transform((values): Checked => (values.outcome === 'partial_refund' ? { outcome: values.outcome, amountMinor: parseMajorAmount(values.amount, currency, intl.locale)!, reason: values.reason } : { outcome: values.outcome, reason: values.reason })),
  );

/** A definite "no" from the API: the same key would get it again, so the next try gets a new one. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

interface ResolveProblemDialogProps extends ProblemManageProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Resolving, after a confirmation naming the amount. One idempotency key per intended resolution
 * (a double click or a retry after a lost answer refunds once); a refusal gets a fresh key.
 */
function ResolveProblemDialog({ deskRef, problems, openCase, open, onOpenChange }: ResolveProblemDialogProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const resolve = useResolveProblem(deskRef.jobId, openCase.id);
  const { toast } = useToast();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState<Checked | null>(null);
  const currency = problems.currency;
  const money = (minor: number) => formatMoney(minor, currency, intl.locale);
  const resolver = useMemo(() => zodResolver(formSchema(intl, problems.refundableMinor, currency)), [intl, problems.refundableMinor, currency]);
  const { register, control, handleSubmit, setError, formState } = useForm<ResolveForm, unknown, Checked>({ resolver, defaultValues: { outcome: 'none', amount: '', reason: '' } });
  const outcome = useWatch({ control, name: 'outcome' });
  const refundOf = (checked: Checked) => (checked.outcome === 'full_refund' ? problems.refundableMinor : (checked.amountMinor ?? 0));

  const send = async (checked: Checked) => {
    await resolve.mutateAsync({ ...checked, idempotencyKey });
    // The desk's history and payments have the resolution and any refund.
    await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.jobDesk.detail(deskRef.marketId, deskRef.jobId) }), queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all })]);
    toast({ title: intl.formatMessage({ id: 'market.problems.resolved', defaultMessage: 'The case is resolved' }), tone: 'success' });
    onOpenChange(false);
  };
  const refused = (error: unknown) => {
    if (isRefusal(error)) setIdempotencyKey(newIdempotencyKey());
    setConfirming(null);
    return applyServerErrors(error, ['amountMinor', 'reason', 'outcome'], (name, fieldError) => setError(name === 'amountMinor' ? 'amount' : name, fieldError), intl);
  };
  const confirmTitle = intl.formatMessage({ id: 'market.problems.confirm-title', defaultMessage: 'Confirm the resolution' });
  const question = (checked: Checked) =>
    checked.outcome === 'none'
      ? intl.formatMessage({ id: 'market.problems.confirm-none', defaultMessage: 'Resolve the case without a refund?' })
      : intl.formatMessage({ id: 'market.problems.confirm-refund', defaultMessage: 'Resolve the case and refund {amount} to the customer?' }, { amount: money(refundOf(checked)) });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={confirming ? confirmTitle : intl.formatMessage({ id: 'market.problems.resolve-title', defaultMessage: 'Resolve the case' })}
      formLabel={confirming ? confirmTitle : intl.formatMessage({ id: 'market.problems.resolve-form', defaultMessage: 'Resolution' })}
      cancelLabel={confirming ? intl.formatMessage({ id: 'market.problems.back', defaultMessage: 'Back' }) : intl.formatMessage({ id: 'market.problems.keep-open', defaultMessage: 'Keep it open' })}
      onCancel={confirming ? () => setConfirming(null) : undefined}
      submitLabel={
        confirming
          ? confirming.outcome === 'none'
            ? intl.formatMessage({ id: 'market.problems.submit-none', defaultMessage: 'Resolve without a refund' })
            : intl.formatMessage({ id: 'market.problems.submit-refund', defaultMessage: 'Resolve and refund {amount}' }, { amount: money(refundOf(confirming)) })
          : intl.formatMessage({ id: 'market.problems.review', defaultMessage: 'Review the resolution' })
      }
      submitVariant={confirming && confirming.outcome !== 'none' ? 'danger' : 'primary'}
      errorTitle={intl.formatMessage({ id: 'market.problems.resolve-failed', defaultMessage: 'The case was not resolved' })}
      onSubmit={confirming ? () => send(confirming) : handleSubmit(setConfirming)}
      onError={refused}
    >
      {confirming ? (
        <Alert tone="warning" title={question(confirming)}>
          <p>
            <FormattedMessage id="market.problems.confirm-hint" defaultMessage="The customer and the provider see the outcome and the reason; the provider’s held earnings are released, less any refund. It cannot be undone." />
          </p>
          <p>
            <FormattedMessage id="market.problems.reason-shown" defaultMessage="Reason: {reason}" values={{ reason: <span translate="no">{confirming.reason}</span> }} />
          </p>
        </Alert>
      ) : (
        <>
          <Controller
            name="outcome"
            control={control}
            render={({ field }) => (
              <RadioGroup
                label={intl.formatMessage({ id: 'market.problems.outcome', defaultMessage: 'Outcome' })}
                options={[
                  { value: 'none', label: outcomeText(intl, 'none') },
                  { value: 'partial_refund', label: outcomeText(intl, 'partial_refund') },
                  {
                    value: 'full_refund',
                    label: intl.formatMessage({ id: 'market.problems.full-refund-of', defaultMessage: 'Full refund of {amount}' }, { amount: money(problems.refundableMinor) }),
                    disabled: problems.refundableMinor === 0,
                  },
                ]}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          {outcome === 'partial_refund' && (
            <TextField
              label={intl.formatMessage({ id: 'market.problems.amount', defaultMessage: 'Amount to refund ({currency})' }, { currency })}
              hint={intl.formatMessage({ id: 'market.problems.amount-hint', defaultMessage: 'Up to {amount}: what is left of the job’s payment.' }, { amount: money(problems.refundableMinor) })}
              inputMode="decimal"
              autoComplete="off"
              required
              error={formState.errors.amount?.message}
              {...register('amount')}
            />
          )}
          <TextArea
            label={intl.formatMessage({ id: 'market.problems.reason', defaultMessage: 'Reason' })}
            hint={intl.formatMessage({ id: 'market.problems.reason-hint', defaultMessage: 'The customer and the provider both see it.' })}
            required
            rows={3}
            maxLength={problemLimits.resolutionReasonMax}
            error={formState.errors.reason?.message}
            {...register('reason')}
          />
        </>
      )}
    </FormDialog>
  );
}
