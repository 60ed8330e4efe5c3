import { useLocation, useNavigate } from 'react-router-dom';
import { AddressStep } from '../../features/address-step/components/address-step';
import { StepScreen } from '../../features/booking-flow/components/step-screen';
import { readFieldErrors } from '../../features/booking-flow/domain/step-notice';
import { stepPath } from '../../features/booking-flow/domain/steps';
import { stepActions } from './step-actions';

export default function AddressPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <StepScreen step="address">
      <AddressStep
        renderActions={stepActions('address')}
        serverErrors={readFieldErrors(state)}
        onDone={(message) => navigate(stepPath('job-info'), { state: message ? { notice: { message } } : undefined })}
        onNotCovered={(postalCode) => navigate(`/coming-soon?postalCode=${encodeURIComponent(postalCode)}`)}
        onServicesGone={(message) => navigate(stepPath('services'), { state: { notice: { message } } })}
      />
    </StepScreen>
  );
}
