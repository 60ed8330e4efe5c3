import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { StepProgress } from '@marketplace/shared-ui/step-progress';
import { bookingSteps, stepStatus } from '../features/booking-flow/steps';
import styles from './booking-layout.module.css';

/** The checkout-style frame every /book-now step shares: progress, the step, the summary. */
export function BookingLayout() {
  const { pathname } = useLocation();
  const currentId = pathname.split('/').filter(Boolean)[1] ?? bookingSteps[0].id;
  const steps = bookingSteps.map((step) => ({ id: step.id, label: step.label, status: stepStatus(step.id, currentId) }));
  return (
    <div className={styles.layout} data-layout="booking">
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          Handyhub
        </Link>
        <span className={styles.context}>Book a service</span>
        <Link to="/" className={styles.exit}>
          Exit booking
        </Link>
      </header>
      <nav aria-label="Booking steps" className={styles.progress}>
        <StepProgress steps={steps} />
      </nav>
      <div className={styles.body}>
        <main id="main" className={styles.step}>
          <Suspense fallback={<Spinner label="Loading step…" />}>
            <Outlet />
          </Suspense>
        </main>
        <aside className={styles.summary} aria-labelledby="booking-summary-title">
          <h2 id="booking-summary-title" className={styles.summaryTitle}>
            Your booking
          </h2>
          <p className={styles.summaryEmpty}>Nothing chosen yet.</p>
        </aside>
      </div>
    </div>
  );
}
