import { useLocation, useNavigate } from 'react-router-dom';
import { StepScreen } from '../../features/booking-flow/components/step-screen';
import { readFieldErrors } from '../../features/booking-flow/domain/step-notice';
import { stepPath } from '../../features/booking-flow/domain/steps';
import { ContactStep } from '../../features/contact-step/components/contact-step';
import { stepActions } from './step-actions';

export default function ContactInfoPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <StepScreen step="contact-info">
      <ContactStep renderActions={stepActions('contact-info')} serverErrors={readFieldErrors(state)} onDone={() => navigate(stepPath('time-selection'))} />
    </StepScreen>
  );
}
