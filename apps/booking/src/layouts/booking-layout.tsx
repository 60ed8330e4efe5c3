import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { StepProgress, type ProgressStep } from '@marketplace/shared-ui/step-progress';
import { canEnter, isStepComplete } from '../features/booking-flow/domain/step-gating';
import { bookingSteps, stepPath } from '../features/booking-flow/domain/steps';
import { useGateContext } from '../features/booking-flow/hooks/use-gate-context';
import { BookingSummary } from '../features/booking-summary/components/booking-summary';
import { HoldCountdown } from '../features/hold/components/hold-countdown';
import { useBookingDraft } from '../stores/booking-draft/draft-store';
import styles from './booking-layout.module.css';

function useProgressSteps(): ProgressStep[] {
  const intl = useIntl();
  const currentId = useLocation().pathname.split('/')[2];
  const draft = useBookingDraft();
  const { context } = useGateContext();
  return bookingSteps.map((step) => ({
    id: step.id,
    label: intl.formatMessage(step.label),
    status: step.id === currentId ? 'current' : context && isStepComplete(step.id, draft, context) ? 'complete' : 'upcoming',
    href: context && canEnter(step.id, draft, context) ? stepPath(step.id) : undefined,
  }));
}

/**
 * The checkout-style frame every /book-now step shares: a focused header, progress with links
 * to the steps that can be entered, the step, and the running summary beside it (on phones the
 * summary folds into the step's footer instead, see StepActions).
 */
/** The hold's countdown beside the summary, silent: the step showing its own one speaks. */
function SummaryHold() {
  const { hold, start } = useBookingDraft();
  if (!hold || hold.start !== start) return null;
  return <HoldCountdown key={hold.id} expiresAt={hold.expiresAt} announce={false} className={styles.summaryHold} />;
}

export function BookingLayout() {
  const intl = useIntl();
  const steps = useProgressSteps();
  return (
    <div className={styles.layout} data-layout="booking">
      <header className={styles.header}>
        <Link to="/" className={styles.brand} translate="no">
          <FormattedMessage id="booking.layout.brand" defaultMessage="Handyhub" />
        </Link>
        <span className={styles.context}>
          <FormattedMessage id="booking.layout.context" defaultMessage="Book a service" />
        </span>
        <Link to="/" className={styles.exit}>
          <FormattedMessage id="booking.layout.exit" defaultMessage="Exit booking" />
        </Link>
      </header>
      <nav aria-label={intl.formatMessage({ id: 'booking.layout.steps', defaultMessage: 'Booking steps' })} className={styles.progress}>
        <StepProgress steps={steps} renderLink={(step, children) => <Link to={step.href ?? '#'}>{children}</Link>} />
      </nav>
      <div className={styles.body}>
        <main id="main" className={styles.step}>
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'booking.layout.loading-step', defaultMessage: 'Loading step…' })} />}>
            <Outlet />
          </Suspense>
        </main>
        <aside className={styles.summary} aria-labelledby="booking-summary-title">
          <h2 id="booking-summary-title" className={styles.summaryTitle}>
            <FormattedMessage id="booking.layout.summary-title" defaultMessage="Your booking" />
          </h2>
          <BookingSummary />
          <SummaryHold />
        </aside>
      </div>
    </div>
  );
}
