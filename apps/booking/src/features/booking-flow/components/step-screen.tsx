import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
 * After a move between steps (not on the first page load), focus goes to the new step's heading
 * so screen readers announce it — unless the step already focused something of its own (the
 * first field with an error).
 */
function useFocusOnArrival(heading: RefObject<HTMLHeadingElement | null>, step: BookingStepId, entered: boolean) {
  // The first page load has the key "default": the browser announces that page itself.
  const arrivedAt = useLocation().key === 'default' ? null : step;
  useEffect(() => {
    const target = heading.current;
    if (!entered || !arrivedAt || !target) return;
    if (target.closest('section')?.contains(document.activeElement)) return;
    target.focus();
  }, [entered, arrivedAt, heading]);
}

/**
 * One step's screen: its heading and title, the notice it was sent here with, and the gate —
 * a step whose earlier steps aren't done sends the customer to the first one that isn't, saying why.
 */
export function StepScreen({ step, children }: { step: BookingStepId; children: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage(stepOf(step).title);
  useDocumentTitle(intl.formatMessage({ id: 'booking.step-screen.document-title', defaultMessage: '{step} · Book now' }, { step: title }));
  const draft = useBookingDraft();
  const { context, session } = useGateContext();
  const notice = readNotice(useLocation().state);
  const heading = useRef<HTMLHeadingElement>(null);
  const entered = context !== null && session.status !== 'error' && canEnter(step, draft, context);
  useFocusOnArrival(heading, step, entered);

  if (session.status === 'error') {
    return (
      <Alert
        tone="danger"
        title={intl.formatMessage({ id: 'booking.step-screen.session-failed', defaultMessage: 'We could not check your session' })}
        action={
          <Button onClick={session.retry}>
            <FormattedMessage id="booking.step-screen.try-again" defaultMessage="Try again" />
          </Button>
        }
      >
        <FormattedMessage id="booking.step-screen.saved-try-again" defaultMessage="Your booking is saved; please try again." />
      </Alert>
    );
  }
  if (!context) return <Spinner label={intl.formatMessage({ id: 'booking.step-screen.loading', defaultMessage: 'Loading your booking…' })} />;
  if (!canEnter(step, draft, context)) {
    const missing = firstIncompleteStep(draft, context);
    const state: StepLocationState = { notice: { message: gateMessage(intl, step, missing, draft, context) } };
    return <Navigate to={stepPath(missing)} replace state={state} />;
  }
  return (
    <section aria-labelledby="step-title" data-page={`book-now/${step}`} className={styles.screen}>
      <h1 id="step-title" ref={heading} tabIndex={-1} className={styles.title}>
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
