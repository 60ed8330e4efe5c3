import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '@marketplace/api-client';
import { StepScreen } from '../../features/booking-flow/components/step-screen';
import { fieldErrorsTarget } from '../../features/booking-flow/domain/field-error-step';
import { stepPath } from '../../features/booking-flow/domain/steps';
import { timeNotices } from '../../features/booking-flow/domain/time-notices';
import { useLeaveStep } from '../../features/booking-flow/hooks/use-leave-step';
import { ConfirmStep, type HandledFailure } from '../../features/confirm-step/components/confirm-step';
import { HoldCountdown } from '../../features/hold/components/hold-countdown';
import { CardField } from '../../features/payment-card/components/card-field';
import { PriceBreakdown } from '../../features/price-breakdown/components/price-breakdown';
import { draftStore, useBookingDraft } from '../../stores/booking-draft/draft-store';
import { dropHold, dropTime } from '../../stores/booking-draft/draft-updates';
import { stepActions } from './step-actions';

const changePaths = {
  services: stepPath('services'),
  time: stepPath('time-selection'),
  provider: stepPath('provider-selection'),
  address: stepPath('address'),
  jobInfo: stepPath('job-info'),
  contact: stepPath('contact-info'),
};

function Confirm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const leave = useLeaveStep();
  const queryClient = useQueryClient();
  const { hold, marketId } = useBookingDraft();
  const timePath = stepPath('time-selection');
  const holdExpired = () => leave(timePath, { notice: { message: intl.formatMessage(timeNotices.holdExpired) } }, () => draftStore.update(dropHold));

  function onFailed(failure: HandledFailure): boolean {
    if (failure.kind === 'hold-expired') holdExpired();
    if (failure.kind === 'slot-taken') {
      void queryClient.resetQueries({ queryKey: queryKeys.markets.allSlots(marketId) });
      leave(timePath, { notice: { message: intl.formatMessage(timeNotices.slotTaken) } }, () => draftStore.update(dropTime));
    }
    if (failure.kind !== 'fields') return true;
    const target = fieldErrorsTarget(failure.fieldErrors);
    if (!target) return false;
    void navigate(stepPath(target.step), {
      state: { fieldErrors: failure.fieldErrors, notice: { title: intl.formatMessage({ id: 'booking.confirm.check-before-booking', defaultMessage: 'Please check this before booking' }), message: target.messages.join(' ') } },
    });
    return true;
  }

  return (
    <ConfirmStep
      renderActions={stepActions('confirm', <FormattedMessage id="booking.confirm.book-now" defaultMessage="Book now" />)}
      renderCountdown={(placing) =>
        hold && <HoldCountdown key={hold.id} expiresAt={hold.expiresAt} onExpire={() => (placing ? undefined : holdExpired())} />
      }
      renderPrice={(quote) => <PriceBreakdown price={quote} hideCaption />}
      renderCard={({ ref, declined }) => <CardField ref={ref} declined={declined} />}
      changePaths={changePaths}
      onPlaced={(job) => {
        const who = job.providerName ?? hold?.providerName;
        const message = who
          ? intl.formatMessage(
              { id: 'booking.confirm.booked', defaultMessage: 'Booked! We’ve sent your request to {provider}; we’ll let you know when they confirm.' },
              { provider: who },
            )
          : intl.formatMessage({ id: 'booking.confirm.booked-no-provider', defaultMessage: 'Booked! We’ve sent your request to your provider; we’ll let you know when they confirm.' });
        // The draft is cleared (with a new idempotency key) once this step is gone, not before:
        // an empty draft would make the gate send the customer back to the first step.
        leave(`/job/${job.id}`, { notice: { message } }, () => draftStore.clear());
      }}
      onFailed={onFailed}
    />
  );
}

export default function ConfirmPage() {
  return (
    <StepScreen step="confirm">
      <Confirm />
    </StepScreen>
  );
}
