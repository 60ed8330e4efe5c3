import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { z } from '@marketplace/contracts/zod';
import { resolveProblemSchema } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { newIdempotencyKey } from '@marketplace/contracts/idempotency-key';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { parseMajorAmount } from '@marketplace/shared-ui/money';
import { RadioGroup } from '@marketplace/shared-ui/radio-group';
import { TextField } from '@marketplace/shared-ui/text-field';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { refundAmountProblem } from '../domain/refund-amount';
import { useProblemActions } from '../api/use-desk-problems';

type Outcome = 'none' | 'partial_refund' | 'full_refund';
type ResolveValues = { outcome: Outcome; amount: string; reason: string };

/** The amount is read from the digits typed (shared-ui's parser, never a float) and checked against what is left to refund. */
const formSchema = (intl: IntlShape, refundableMinor: number, currency: string) =>
  z.object({ outcome: z.enum(['none', 'partial_refund', 'full_refund']), amount: z.string().check(z.maxLength(30)), reason: resolveProblemSchema.shape.reason }).check(
    z.superRefine((values, context) => {
      if (values.outcome !== 'partial_refund') return;
      const problem = refundAmountProblem(intl, parseMajorAmount(values.amount, currency, intl.locale), refundableMinor, currency);
      if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: problem });
    }),
  );

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** "Resolve": no refund, a partial refund of an amount, or a full refund, each with a reason both sides see (docs/problems.md). */
export function ResolveForm({ jobId, problemId, refundableMinor, currency }: { jobId: string; problemId: string; refundableMinor: number; currency: string }) {
  const intl = useIntl();
  const { resolve } = useProblemActions(jobId, problemId);
  // One key per intended resolution: a retry after a lost answer resolves once; a refusal gets a new one.
  const [key, setKey] = useState(newIdempotencyKey);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<ResolveValues>({
    resolver: zodResolver(formSchema(intl, refundableMinor, currency)),
    defaultValues: { outcome: 'none', amount: '', reason: '' },
  });
  const outcome = useWatch({ control, name: 'outcome' });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resolve.mutateAsync({
        outcome: values.outcome,
        reason: values.reason,
        idempotencyKey: key,
        ...(values.outcome === 'partial_refund' ? { amountMinor: parseMajorAmount(values.amount, currency, intl.locale)! } : {}),
      });
    } catch (error) {
      if (isRefusal(error)) setKey(newIdempotencyKey());
      setFormError(applyServerErrors(error, ['amountMinor', 'reason'], setError as never));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'market.problems.resolve', defaultMessage: 'Resolve' })}>
      {formError && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'market.problems.not-resolved', defaultMessage: 'The case was not resolved' })}>
          {formError}
        </Alert>
      )}
      <Controller
        control={control}
        name="outcome"
        render={({ field }) => (
          <RadioGroup
            label={intl.formatMessage({ id: 'market.problems.outcome', defaultMessage: 'Outcome' })}
            options={[
              { value: 'none', label: intl.formatMessage({ id: 'market.problems.outcome.none', defaultMessage: 'No refund' }) },
              { value: 'partial_refund', label: intl.formatMessage({ id: 'market.problems.outcome.partial', defaultMessage: 'Partial refund' }) },
              { value: 'full_refund', label: intl.formatMessage({ id: 'market.problems.outcome.full', defaultMessage: 'Full refund' }) },
            ]}
            value={field.value}
            onValueChange={(value) => field.onChange(value as Outcome)}
          />
        )}
      />
      {outcome === 'partial_refund' && (
        <TextField
          label={intl.formatMessage({ id: 'market.problems.amount', defaultMessage: 'Amount ({currency})' }, { currency })}
          inputMode="decimal"
          error={formState.errors.amount?.message}
          {...register('amount')}
        />
      )}
      <TextField
        data-personal
        label={intl.formatMessage({ id: 'market.problems.reason', defaultMessage: 'Reason (the customer and the provider see it)' })}
        maxLength={1000}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        <FormattedMessage id="market.problems.resolve-button" defaultMessage="Resolve the case" />
      </Button>
    </form>
  );
}
