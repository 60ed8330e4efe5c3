import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { errorMessage } from '@marketplace/api-client/errors';
import { durationText } from '@marketplace/domain-text/quantities';
import { StepScreen } from '../../features/booking-flow/components/step-screen';
import { stepPath } from '../../features/booking-flow/domain/steps';
import { SlotPicker } from '../../features/slot-picker/components/slot-picker';
import { NoTimes } from '../../features/time-step/components/no-times';
import { isOffered } from '../../features/time-step/domain/time-choice';
import { useChooseTime, useForgetExpiredHold } from '../../features/time-step/hooks/use-choose-time';
import { useMarket } from '../../lib/queries/use-market';
import { useSlots } from '../../lib/queries/use-slots';
import { useBookingDraft } from '../../stores/booking-draft/draft-store';
import { stepActions } from './step-actions';
import styles from './book-now-pages.module.css';

function TimeSelection() {
  const intl = useIntl();
  const navigate = useNavigate();
  const draft = useBookingDraft();
  const market = useMarket(draft.marketId);
  const slots = useSlots(draft.marketId, draft.services, draft.address?.postalCode);
  const chooseTime = useChooseTime();
  const [missing, setMissing] = useState(false);
  useForgetExpiredHold();

  const goOn = () => navigate(stepPath('provider-selection'));
  const choose = (start: string) => {
    chooseTime(start);
    void goOn();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (slots.data && isOffered(slots.data, draft.start)) void goOn();
    else setMissing(true);
  };

  let body: ReactNode;
  if (slots.isPending) body = <Skeleton lines={6} label={intl.formatMessage({ id: 'booking.time.loading', defaultMessage: 'Finding the next free times…' })} />;
  else if (slots.isError) {
    body = (
      <Alert
        tone="danger"
        title={intl.formatMessage({ id: 'booking.time.load-failed', defaultMessage: 'We could not load the free times' })}
        action={
          <Button onClick={() => void slots.refetch()}>
            <FormattedMessage id="booking.time.try-again" defaultMessage="Try again" />
          </Button>
        }
      >
        {errorMessage(slots.error)}
      </Alert>
    );
  } else if (!slots.data.days.some((day) => day.slots.length > 0)) {
    body = <NoTimes marketName={market.data?.name} horizonDays={market.data?.policies.bookingHorizonDays} servicesPath={stepPath('services')} />;
  } else {
    const gone = draft.start && !slots.isFetching && !isOffered(slots.data, draft.start);
    body = (
      <>
        <p className={styles.lead}>
          <FormattedMessage
            id="booking.time.lead"
            defaultMessage="Choose when the provider should arrive. The job takes about {duration}."
            values={{ duration: durationText(intl, slots.data.durationMinutes) }}
          />
        </p>
        {gone && (
          <Alert tone="info" title={intl.formatMessage({ id: 'booking.time.gone-title', defaultMessage: 'The time you chose before is no longer free' })}>
            <FormattedMessage
              id="booking.time.gone"
              defaultMessage="{time} was booked by someone else. Please pick another time."
              values={{ time: <DateTime value={draft.start!} timeZone={slots.data.timeZone} format="datetime" showTimeZone /> }}
            />
          </Alert>
        )}
        <SlotPicker slots={slots.data} value={draft.start} onChange={choose} />
      </>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="step-title" className={styles.form}>
      {body}
      {missing && (
        <p role="alert" className={styles.error}>
          <FormattedMessage id="booking.time.missing" defaultMessage="Pick a start time to go on." />
        </p>
      )}
      {stepActions('time-selection')(false)}
    </form>
  );
}

export default function TimeSelectionPage() {
  return (
    <StepScreen step="time-selection">
      <TimeSelection />
    </StepScreen>
  );
}
