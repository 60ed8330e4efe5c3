import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ProblemCase } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { formatMoney } from '@marketplace/shared-ui/money';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { errorMessage } from '@marketplace/api-client/errors';
import { useAnswerProblem, useJobProblems } from '../api/use-job-problems';

const statusWords = defineMessages({
  open: { id: 'provider.problems.status.open', defaultMessage: 'With the market team' },
  waiting_provider: { id: 'provider.problems.status.waiting-provider', defaultMessage: 'Waiting for your answer' },
  waiting_customer: { id: 'provider.problems.status.waiting-customer', defaultMessage: 'Waiting for the customer' },
  resolved: { id: 'provider.problems.status.resolved', defaultMessage: 'Resolved' },
});
const sideWords = defineMessages({
  customer: { id: 'provider.problems.by.customer', defaultMessage: 'Customer' },
  provider: { id: 'provider.problems.by.provider', defaultMessage: 'You' },
  market: { id: 'provider.problems.by.market', defaultMessage: 'Market team' },
});

function Answer({ jobId, problemId }: { jobId: string; problemId: string }) {
  const intl = useIntl();
  const answer = useAnswerProblem(jobId, problemId);
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '') void answer.mutateAsync({ kind: 'answer', body: text }).then(() => setText(''));
      }}
    >
      <TextArea data-personal label={intl.formatMessage({ id: 'provider.problems.answer', defaultMessage: 'Your answer' })} rows={3} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} error={answer.error ? errorMessage(answer.error) : undefined} />
      <Button type="submit" loading={answer.isPending}>
        <FormattedMessage id="provider.problems.send" defaultMessage="Send" />
      </Button>
    </form>
  );
}

function CaseView({ jobId, problem }: { jobId: string; problem: ProblemCase }) {
  const intl = useIntl();
  return (
    <div>
      <p>{intl.formatMessage(statusWords[problem.status])}</p>
      {problem.hold === 'held' && (
        <Alert tone="warning" title={intl.formatMessage({ id: 'provider.problems.held', defaultMessage: 'Your earnings from this job ({amount}) are held until the case is resolved' }, { amount: formatMoney(problem.heldMinor, problem.currency, intl.locale) })} />
      )}
      <ol data-personal aria-label={intl.formatMessage({ id: 'provider.problems.steps', defaultMessage: 'Steps' })}>
        {problem.steps.map((step) => (
          <li key={step.id}>
            <strong>{intl.formatMessage(sideWords[step.by])}</strong>: <span style={{ whiteSpace: 'pre-line' }}>{step.body}</span>
          </li>
        ))}
      </ol>
      {problem.status === 'resolved' && problem.resolutionReason && (
        <p data-personal>
          <FormattedMessage id="provider.problems.decision" defaultMessage="Decision: {reason}" values={{ reason: problem.resolutionReason }} />
        </p>
      )}
      {(problem.status === 'open' || problem.status === 'waiting_provider') && <Answer jobId={jobId} problemId={problem.id} />}
    </div>
  );
}

/** A problem the customer reported, on `/provider/job/{id}` (docs/problems.md): steps, the held note, a reply box. */
export function ProviderProblems({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const problems = useJobProblems(jobId);
  if (!problems.data || problems.data.cases.length === 0) return null;
  return (
    <Card as="section" title={intl.formatMessage({ id: 'provider.problems.title', defaultMessage: 'Problem reported' })}>
      {problems.data.cases.map((problem) => (
        <CaseView key={problem.id} jobId={jobId} problem={problem} />
      ))}
    </Card>
  );
}
