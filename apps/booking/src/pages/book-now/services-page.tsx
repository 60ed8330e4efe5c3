import { useNavigate } from 'react-router-dom';
import { StepScreen } from '../../features/booking-flow/components/step-screen';
import { stepPath } from '../../features/booking-flow/domain/steps';
import { ServicesStep } from '../../features/services-step/components/services-step';
import { stepActions } from './step-actions';

export default function ServicesPage() {
  const navigate = useNavigate();
  return (
    <StepScreen step="services">
      <ServicesStep renderActions={stepActions('services')} onDone={() => navigate(stepPath('address'))} />
    </StepScreen>
  );
}
