import type { ReactNode } from 'react';
import { StepActions } from '../../features/booking-flow/components/step-actions';
import type { BookingStepId } from '../../features/booking-flow/domain/steps';
import { SummaryDisclosure } from '../../features/booking-summary/components/summary-disclosure';

/** A step's Back/Next footer, with the running summary folded in above it on phones. */
export function stepActions(step: BookingStepId, nextLabel?: ReactNode) {
  return function renderStepActions(pending: boolean, label = nextLabel) {
    return <StepActions step={step} pending={pending} nextLabel={label} summary={<SummaryDisclosure />} />;
  };
}
