import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ProblemCase } from '@marketplace/contracts';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { formatMoney } from '@marketplace/shared-ui/money';
import { TextArea } from '@marketplace/shared-ui/text-field';
import { errorMessage } from '@marketplace/api-client/errors';
import { useDeskProblems, useProblemActions } from '../api/use-desk-problems';
import { ResolveForm as ResolveProblemFormSlot } from './resolve-problem-form';

const statusWords = defineMessages({
  open: { id: 'market.problems.status.open', defaultMessage: 'Waiting for the market team' },
  waiting_provider: { id: 'market.problems.status.waiting-provider', defaultMessage: 'Waiting for the provider' },
  waiting_customer: { id: 'market.problems.status.waiting-customer', defaultMessage: 'Waiting for the customer' },
  resolved: { id: 'market.problems.status.resolved', defaultMessage: 'Resolved' },
});
const sideWords = defineMessages({
  customer: { id: 'market.problems.by.customer', defaultMessage: 'Customer' },
  provider: { id: 'market.problems.by.provider', defaultMessage: 'Provider' },
  market: { id: 'market.problems.by.market', defaultMessage: 'Market team' },
});

function AskForm({ jobId, problemId }: { jobId: string; problemId: string }) {
  const intl = useIntl();
  const { ask } = useProblemActions(jobId, problemId);
  const [text, setText] = useState('');
  const send = async (kind: 'ask_provider' | 'ask_customer') => {
    if (text.trim() === '') return;
    await ask.mutateAsync({ kind, body: text });
    setText('');
  };
  return (
    <div>
      <TextArea label={intl.formatMessage({ id: 'market.problems.question', defaultMessage: 'Question' })} rows={2} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} error={ask.error ? errorMessage(ask.error) : undefined} />
      <Button onClick={() => void send('ask_provider')}>
        <FormattedMessage id="market.problems.ask-provider" defaultMessage="Ask provider" />
      </Button>
      <Button onClick={() => void send('ask_customer')}>
        <FormattedMessage id="market.problems.ask-customer" defaultMessage="Ask customer" />
      </Button>
    </div>
  );
}

function DeskCase({ jobId, problem, manage, refundableMinor }: { jobId: string; problem: ProblemCase; manage: boolean; refundableMinor: number }) {
  const intl = useIntl();
  return (
    <div>
      <p>{intl.formatMessage(statusWords[problem.status])}</p>
      {problem.hold === 'held' && <p>{intl.formatMessage({ id: 'market.problems.held', defaultMessage: 'Earnings held: {amount}' }, { amount: formatMoney(problem.heldMinor, problem.currency, intl.locale) })}</p>}
      <ol data-personal aria-label={intl.formatMessage({ id: 'market.problems.steps', defaultMessage: 'Steps' })}>
        {problem.steps.map((step) => (
          <li key={step.id}>
            <strong>{intl.formatMessage(sideWords[step.by])}</strong>: <span style={{ whiteSpace: 'pre-line' }}>{step.body}</span>
          </li>
        ))}
      </ol>
      {manage && problem.status !== 'resolved' && (
        <>
          <AskForm jobId={jobId} problemId={problem.id} />
          <ResolveProblemFormSlot jobId={jobId} problemId={problem.id} refundableMinor={refundableMinor} currency={problem.currency} />
        </>
      )}
    </div>
  );
}

/** The job's problem cases on the desk (docs/problems.md): steps, Ask provider / Ask customer, Resolve. Nothing when the job has none. */
export function DeskProblems({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const problems = useDeskProblems(jobId);
  if (!problems.data || problems.data.cases.length === 0) return null;
  return (
    <Card as="section" title={intl.formatMessage({ id: 'market.problems.title', defaultMessage: 'Problem reports' })}>
      {problems.data.cases.map((problem) => (
        <DeskCase key={problem.id} jobId={jobId} problem={problem} manage={problems.data.can.manage} refundableMinor={problems.data.refundableMinor} />
      ))}
    </Card>
  );
}
