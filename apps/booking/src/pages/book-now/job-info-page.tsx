import { useLocation, useNavigate } from 'react-router-dom';
import { StepScreen } from '../../features/booking-flow/components/step-screen';
import { readFieldErrors } from '../../features/booking-flow/domain/step-notice';
import { stepPath } from '../../features/booking-flow/domain/steps';
import { JobInfoStep } from '../../features/job-info-step/components/job-info-step';
import { stepActions } from './step-actions';

export default function JobInfoPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <StepScreen step="job-info">
      <JobInfoStep renderActions={stepActions('job-info')} serverErrors={readFieldErrors(state)} onDone={() => navigate(stepPath('contact-info'))} />
    </StepScreen>
  );
}
