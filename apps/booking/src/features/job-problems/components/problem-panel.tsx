import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ProblemCase } from '@marketplace/contracts';
import { multiLineText, problemLimits } from '@marketplace/contracts';
import { z } from '@marketplace/contracts/zod';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { formatMoney } from '@marketplace/shared-ui/money';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { applyServerErrors } from '@marketplace/api-client/errors';
import { useAnswerProblem, useJobProblems } from '../api/use-job-problems';
import { reasonLabels, ReportProblemForm } from './report-problem-form';

const statusWords = defineMessages({
  open: { id: 'booking.problems.status.open', defaultMessage: 'With the market team' },
  waiting_provider: { id: 'booking.problems.status.waiting-provider', defaultMessage: 'Waiting for the provider' },
  waiting_customer: { id: 'booking.problems.status.waiting-customer', defaultMessage: 'Waiting for your answer' },
  resolved: { id: 'booking.problems.status.resolved', defaultMessage: 'Resolved' },
});
const sideWords = defineMessages({
  customer: { id: 'booking.problems.by.customer', defaultMessage: 'You' },
  provider: { id: 'booking.problems.by.provider', defaultMessage: 'Provider' },
  market: { id: 'booking.problems.by.market', defaultMessage: 'Market team' },
});

const answerSchema = z.object({ body: multiLineText().check(z.minLength(1), z.maxLength(problemLimits.stepMax)) });

function AnswerForm({ jobId, problemId }: { jobId: string; problemId: string }) {
  const intl = useIntl();
  const answer = useAnswerProblem(jobId, problemId);
  const { register, handleSubmit, setError, reset, formState } = useForm<z.input<typeof answerSchema>, unknown, z.output<typeof answerSchema>>({ resolver: zodResolver(answerSchema), defaultValues: { body: '' } });
  const onSubmit = handleSubmit(async ({ body }) => {
    try {
      await answer.mutateAsync({ kind: 'answer', body });
      reset();
    } catch (error) {
      applyServerErrors(error, ['body'], setError);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextArea data-personal label={intl.formatMessage({ id: 'booking.problems.answer', defaultMessage: 'Your answer' })} rows={3} maxLength={problemLimits.stepMax} error={formState.errors.body?.message} {...register('body')} />
      <Button type="submit" loading={formState.isSubmitting}>
        <FormattedMessage id="booking.problems.send-answer" defaultMessage="Send" />
      </Button>
    </form>
  );
}

function CaseView({ jobId, problem }: { jobId: string; problem: ProblemCase }) {
  const intl = useIntl();
  const amount = problem.refundMinor === null ? '' : formatMoney(problem.refundMinor, problem.currency, intl.locale);
  return (
    <div>
      <p>
        <strong>{intl.formatMessage(reasonLabels[problem.reason])}</strong> · {intl.formatMessage(statusWords[problem.status])}
      </p>
      <ol aria-label={intl.formatMessage({ id: 'booking.problems.steps', defaultMessage: 'Steps' })} data-personal>
        {problem.steps.map((step) => (
          <li key={step.id}>
            <strong>{intl.formatMessage(sideWords[step.by])}</strong>: <span style={{ whiteSpace: 'pre-line' }}>{step.body}</span>
          </li>
        ))}
      </ol>
      {problem.status === 'resolved' && (
        <Alert tone="info" title={problem.outcome === 'none' ? intl.formatMessage({ id: 'booking.problems.no-refund', defaultMessage: 'Resolved without a refund' }) : intl.formatMessage({ id: 'booking.problems.refunded', defaultMessage: 'Resolved: {amount} refunded' }, { amount })}>
          <span data-personal>{problem.resolutionReason}</span>
        </Alert>
      )}
      {problem.status === 'waiting_customer' && <AnswerForm jobId={jobId} problemId={problem.id} />}
    </div>
  );
}

/** The customer's "Report a problem" and their case on `/job/{id}` (docs/problems.md). Nothing when there is no case and none can be opened. */
export function ProblemPanel({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const problems = useJobProblems(jobId);
  if (!problems.data) return null;
  const { cases, can } = problems.data;
  if (cases.length === 0 && !can.report) return null;
  return (
    <Card as="section" title={intl.formatMessage({ id: 'booking.problems.title', defaultMessage: 'Report a problem' })}>
      {cases.map((problem) => (
        <CaseView key={problem.id} jobId={jobId} problem={problem} />
      ))}
      {can.report && <ReportProblemForm jobId={jobId} />}
    </Card>
  );
}
