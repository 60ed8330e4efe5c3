import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobProblems, ProblemCase, ProblemSide } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { useFormat } from '@marketplace/shared-ui/format';
import { focusIfLost } from '../focus-if-lost';
import { formatMoney } from '@marketplace/shared-ui/money';
import { ProblemStepForm, ReportProblemForm } from './problem-forms';
import { CasePhotos } from './problem-photos';
import { outcomeText, reasonText, sideText, statusText, stepText } from './problem-words';
import { useJobProblems } from './problems-api';
import styles from './problem-case-panel.module.css';

export interface ProblemCasePanelProps {
  jobId: string;
  /** The market's zone: every time on the job's page is shown in it. */
  timeZone: string;
  /** Who reads: their own steps show as "You"; the provider sees the hold note. */
  viewer: ProblemSide;
  /** The market team's actions on the open case (ask either side, resolve), when `can.manage`. */
  renderManage?: (problems: JobProblems, openCase: ProblemCase) => ReactNode;
}

/**
 * The job's problem cases (docs/problems.md): the customer reports one within the market's window
 * after completion; each case shows its reason, status, description, steps as a timeline and the
 * resolution; the provider sees whether their earnings are held. The same panel on the customer's
 * job page, the provider's and the manager's job desk. User-written text is masked in session
 * replay. Renders nothing when there is no case and nothing to do (docs/problems.md, "Screens").
 */
export function ProblemCasePanel({ jobId, timeZone, viewer, renderManage }: ProblemCasePanelProps) {
  const intl = useIntl();
  const problems = useJobProblems(jobId);
  const [reporting, setReporting] = useState(false);
  // The report form's photos, waiting for the case it opens.
  const [pendingPhotos, setPendingPhotos] = useState<File[]>([]);
  const format = useFormatLater(timeZone);
  const reportButton = useRef<HTMLButtonElement>(null);
  const newestHeading = useRef<HTMLHeadingElement>(null);
  const title = intl.formatMessage({ id: 'job-ui.problems.title', defaultMessage: 'Problem reports' });
  // While loading nothing is shown: most jobs never have a case, the page should not jump for them.
  if (problems.isPending) return null;
  if (problems.isError) {
    return (
      <Card as="section" title={title} id="problems" className={styles.panel}>
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'job-ui.problems.load-failed', defaultMessage: 'We could not load the problem reports' })}
          action={
            <Button onClick={() => void problems.refetch()}>
              <FormattedMessage id="job-ui.problems.try-again" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(problems.error, intl)}
        </Alert>
      </Card>
    );
  }
  const data = problems.data;
  if (data.cases.length === 0 && !data.can.report) return null;
  const openCase = data.cases.find((problemCase) => problemCase.status !== 'resolved');
  return (
    <Card as="section" title={title} id="problems" className={styles.panel}>
      <div className={styles.stack}>
        {data.can.report && !reporting && (
          <div className={styles.stack}>
            <p>
              {data.reportOpenUntil ? (
                <FormattedMessage
                  id="job-ui.problems.report-until"
                  defaultMessage="Something not right with this job? You can report a problem until {until}. The market team looks at it with you and the provider."
                  values={{ until: format(data.reportOpenUntil) }}
                />
              ) : (
                <FormattedMessage id="job-ui.problems.report-intro" defaultMessage="Something not right with this job? Report a problem: the market team looks at it with you and the provider." />
              )}
            </p>
            <div className={styles.actions}>
              <Button ref={reportButton} variant="secondary" onClick={() => setReporting(true)}>
                <FormattedMessage id="job-ui.problems.report" defaultMessage="Report a problem" />
              </Button>
            </div>
          </div>
        )}
        {data.can.report && reporting && (
          <ReportProblemForm
            jobId={jobId}
            onCancel={() => {
              setReporting(false);
              focusIfLost(reportButton);
            }}
            onReported={(photos) => {
              setPendingPhotos(photos);
              setReporting(false);
              focusIfLost(newestHeading);
            }}
          />
        )}
        {data.cases.length > 0 && (
          <ol className={styles.cases}>
            {data.cases.map((problemCase, index) => (
              <li key={problemCase.id}>
                <CaseView
                  headingRef={index === 0 ? newestHeading : undefined}
                  jobId={jobId}
                  problemCase={problemCase}
                  viewer={viewer}
                  format={format}
                  canAnswer={data.can.answer && problemCase === openCase}
                  photos={
                    <CasePhotos
                      jobId={jobId}
                      problemCase={problemCase}
                      canAdd={data.can.addPhoto && problemCase === openCase}
                      pending={problemCase === openCase ? pendingPhotos : undefined}
                      onPendingTaken={() => setPendingPhotos([])}
                    />
                  }
                />
              </li>
            ))}
          </ol>
        )}
        {data.can.manage && openCase && renderManage?.(data, openCase)}
      </div>
    </Card>
  );
}

/** Times in the job's zone and the reader's language. */
function useFormatLater(timeZone: string) {
  const format = useFormat();
  return (at: string) => format.dateTime(at, { timeZone, format: 'datetime' });
}

interface CaseViewProps {
  /** The newest case's heading: where focus goes once a report is sent. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  jobId: string;
  problemCase: ProblemCase;
  viewer: ProblemSide;
  format: (at: string) => string;
  canAnswer: boolean;
  /** The case's photos, and the customer's "Add photos". */
  photos: ReactNode;
}

function CaseView({ headingRef, jobId, problemCase, viewer, format, canAnswer, photos }: CaseViewProps) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(minor, problemCase.currency, intl.locale);
  const reason = reasonText(intl, problemCase.reason);
  return (
    <article className={styles.case} aria-label={intl.formatMessage({ id: 'job-ui.problems.case', defaultMessage: 'Problem: {reason}' }, { reason })}>
      <h3 ref={headingRef} tabIndex={-1}>
        {reason}
      </h3>
      <dl className={styles.facts}>
        <dt>
          <FormattedMessage id="job-ui.problems.status" defaultMessage="Status" />
        </dt>
        <dd>{statusText(intl, problemCase.status)}</dd>
        <dt>
          <FormattedMessage id="job-ui.problems.reported" defaultMessage="Reported" />
        </dt>
        <dd>{format(problemCase.openedAt)}</dd>
      </dl>
      <p className={styles.text} {...personalDataProps}>
        {problemCase.description}
      </p>
      {photos}
      {viewer === 'provider' && <HoldNote problemCase={problemCase} money={money} />}
      {problemCase.status === 'resolved' && problemCase.outcome && (
        <Alert tone="info" title={intl.formatMessage({ id: 'job-ui.problems.resolution', defaultMessage: 'Resolution: {outcome}' }, { outcome: outcomeText(intl, problemCase.outcome) })}>
          {problemCase.outcome !== 'none' && problemCase.refundMinor !== null && (
            <p>
              <FormattedMessage id="job-ui.problems.refunded" defaultMessage="Refunded to the customer: {amount}" values={{ amount: money(problemCase.refundMinor) }} />
            </p>
          )}
          {problemCase.resolutionReason && (
            <p className={styles.text}>
              <FormattedMessage id="job-ui.problems.resolution-reason" defaultMessage="Reason: {reason}" values={{ reason: <span {...personalDataProps}>{problemCase.resolutionReason}</span> }} />
            </p>
          )}
        </Alert>
      )}
      <ol className={styles.timeline} aria-label={intl.formatMessage({ id: 'job-ui.problems.steps', defaultMessage: 'Steps of this case' })}>
        {problemCase.steps.map((step) => (
          <li key={step.id}>
            <p>
              <strong>{stepText(intl, step.kind, sideText(intl, step.by, viewer))}</strong> <span className={styles.when}>{format(step.at)}</span>
            </p>
            {/* The report's text and the resolution's reason are shown above, once. */}
            {step.body && step.kind !== 'opened' && step.kind !== 'resolved' && (
              <p className={styles.text} {...personalDataProps}>
                {step.body}
              </p>
            )}
          </li>
        ))}
      </ol>
      {canAnswer && (
        <ProblemStepForm
          jobId={jobId}
          problemId={problemCase.id}
          kind="answer"
          label={intl.formatMessage({ id: 'job-ui.problems.answer', defaultMessage: 'Your answer' })}
          submitLabel={intl.formatMessage({ id: 'job-ui.problems.send-answer', defaultMessage: 'Send the answer' })}
        />
      )}
    </article>
  );
}

/** The provider's earnings for the job while the case is open (docs/payments.md, "Held earnings"). */
function HoldNote({ problemCase, money }: { problemCase: ProblemCase; money: (minor: number) => string }) {
  if (problemCase.hold === 'not_held') return null;
  const amount = money(problemCase.heldMinor);
  return problemCase.hold === 'held' ? (
    <Alert tone="warning">
      <FormattedMessage id="job-ui.problems.held" defaultMessage="Your earnings for this job ({amount}) are held until the case is resolved." values={{ amount }} />
    </Alert>
  ) : (
    <Alert tone="info">
      <FormattedMessage id="job-ui.problems.released" defaultMessage="Your earnings for this job ({amount}) were released: they are paid with the next payout, less any refund." values={{ amount }} />
    </Alert>
  );
}
