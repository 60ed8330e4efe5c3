import { useDocumentTitle } from '@marketplace/shared-ui/document-title';
import { bookingSteps } from '../../features/booking-flow/steps';

/** One booking step's screen: its heading inside the booking layout. */
export default function StepPage({ stepId }: { stepId: string }) {
  const step = bookingSteps.find((candidate) => candidate.id === stepId) ?? bookingSteps[0];
  useDocumentTitle(`${step.title} · Book now`);
  return (
    <section aria-labelledby="step-title" data-page={`book-now/${step.id}`}>
      <h1 id="step-title">{step.title}</h1>
    </section>
  );
}
