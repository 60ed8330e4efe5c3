import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { StepScreen } from '../../features/booking-flow/components/step-screen';
import { stepPath } from '../../features/booking-flow/domain/steps';
import { timeNotices } from '../../features/booking-flow/domain/time-notices';
import { useLeaveStep } from '../../features/booking-flow/hooks/use-leave-step';
import { HoldCountdown } from '../../features/hold/components/hold-countdown';
import { ProviderStep } from '../../features/provider-step/components/provider-step';
import { draftStore, useBookingDraft } from '../../stores/booking-draft/draft-store';
import { dropHold, dropTime } from '../../stores/booking-draft/draft-updates';
import { stepActions } from './step-actions';

function ProviderSelection() {
  const intl = useIntl();
  const navigate = useNavigate();
  const leave = useLeaveStep();
  const { hold } = useBookingDraft();
  const timePath = stepPath('time-selection');
  const countdown = hold && (
    <HoldCountdown
      key={hold.id}
      expiresAt={hold.expiresAt}
      onExpire={() => leave(timePath, { notice: { message: intl.formatMessage(timeNotices.holdExpired) } }, () => draftStore.update(dropHold))}
    />
  );
  return (
    <ProviderStep
      renderActions={stepActions('provider-selection')}
      countdown={countdown}
      onHeld={() => void navigate(stepPath('confirm'))}
      onTimeGone={() => leave(timePath, { notice: { message: intl.formatMessage(timeNotices.slotTaken) } }, () => draftStore.update(dropTime))}
      timePath={timePath}
    />
  );
}

export default function ProviderSelectionPage() {
  return (
    <StepScreen step="provider-selection">
      <ProviderSelection />
    </StepScreen>
  );
}
