import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { canEnter, firstIncompleteStep, gateMessage } from '../domain/step-gating';
import { readNotice, type StepLocationState } from '../domain/step-notice';
import { stepOf, stepPath, type BookingStepId } from '../domain/steps';
import { useGateContext } from '../hooks/use-gate-context';
import styles from './step-screen.module.css';

/**
 * One step's screen: its heading and title, the notice it was sent here with, and the gate —
 * a step whose earlier steps aren't done sends the customer to the first one that isn't, saying why.
 */
export function StepScreen({ step, children }: { step: BookingStepId; children: ReactNode }) {
  const { title } = stepOf(step);
  useDocumentTitle(`${title} · Book now`);
  const draft = useBookingDraft();
  const { context, session } = useGateContext();
  const notice = readNotice(useLocation().state);

  if (session.status === 'error') {
    return (
      <Alert tone="danger" title="We could not check your session" action={<Button onClick={session.retry}>Try again</Button>}>
        Your booking is saved; please try again.
      </Alert>
    );
  }
  if (!context) return <Spinner label="Loading your booking…" />;
  if (!canEnter(step, draft, context)) {
    const missing = firstIncompleteStep(draft, context);
    const state: StepLocationState = { notice: { message: gateMessage(step, missing, draft, context) } };
    return <Navigate to={stepPath(missing)} replace state={state} />;
  }
  return (
    <section aria-labelledby="step-title" data-page={`book-now/${step}`} className={styles.screen}>
      <h1 id="step-title" className={styles.title}>
        {title}
      </h1>
      {notice && (
        <Alert tone="warning" title={notice.title}>
          {notice.message}
        </Alert>
      )}
      {children}
    </section>
  );
}
