import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProviderCard as Provider } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { apiErrorCode, errorMessage } from '@marketplace/api-client/errors';
import { queryKeys } from '@marketplace/api-client';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { useMarket } from '../../../lib/queries/use-market';
import { useProvidersAt } from '../../../lib/queries/use-providers-at';
import { draftStore, useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { saveHold } from '../../../stores/booking-draft/draft-updates';
import { useFavourites } from '@marketplace/account-ui/favourites';
import { preferredEntry } from '../domain/provider-order';
import { useHoldProvider } from '../hooks/use-hold-provider';
import { usePreferredHold } from '../hooks/use-preferred-hold';
import { PreferredAway } from './preferred-away';
import { ProviderList } from './provider-list';
import styles from './provider-step.module.css';

export interface ProviderStepProps {
  renderActions: (pending: boolean) => ReactNode;
  /** The countdown of the hold the customer already has at this time. */
  countdown?: ReactNode;
  /** A provider is held: on to confirm. */
  onHeld: () => void;
  /** Nobody is free at the time any more: back to the times. */
  onTimeGone: () => void;
  /** Where the customer picks another time. */
  timePath: string;
}

interface Problem {
  title: string;
  message: string;
}

/** Step 6: the providers free at the chosen time; choosing one holds them for a few minutes. */
export function ProviderStep({ renderActions, countdown, onHeld, onTimeGone, timePath }: ProviderStepProps) {
  const intl = useIntl();
  const draft = useBookingDraft();
  const market = useMarket(draft.marketId);
  const providers = useProvidersAt(draft.marketId, draft.services, draft.start);
  const holdProvider = useHoldProvider();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [missing, setMissing] = useState(false);
  const held = draft.hold && draft.hold.start === draft.start ? draft.hold : undefined;
  const favouriteIds = useFavourites().data?.providers.map((favourite) => favourite.id) ?? [];
  const preferredId = draft.preferredProviderId;

  /** Holds the provider; on to confirm unless it was the preselection (the customer has not chosen yet). */
  async function choose(provider: Provider, preselected = false) {
    if (holdProvider.isPending || !draft.marketId || !draft.services || !draft.start) return;
    setProblem(null);
    try {
      const hold = await holdProvider.mutateAsync({ marketId: draft.marketId, services: draft.services, start: draft.start, provider });
      draftStore.update((current) => saveHold(current, hold));
      if (!preselected) onHeld();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The session ended: the gate sends the customer to log in again, the draft is kept.
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        return;
      }
      if (apiErrorCode(error) !== 'SLOT_TAKEN') {
        setProblem({ title: intl.formatMessage({ id: 'booking.providers.hold-failed', defaultMessage: 'We could not hold {provider}' }, { provider: provider.displayName }), message: errorMessage(error) });
        return;
      }
      const { data } = await providers.refetch();
      const others = (data?.providers ?? []).filter((entry) => entry.provider.id !== provider.id);
      if (others.length === 0 && !held) {
        // The times on offer changed too: the next search must not show this one again.
        await queryClient.resetQueries({ queryKey: queryKeys.markets.allSlots(draft.marketId) });
        return onTimeGone();
      }
      setProblem({
        title: intl.formatMessage({ id: 'booking.providers.just-booked', defaultMessage: '{provider} was just booked at this time' }, { provider: provider.displayName }),
        message: intl.formatMessage({ id: 'booking.providers.choose-another', defaultMessage: 'Choose another provider below, or pick another time.' }),
      });
    }
  }

  usePreferredHold({ preferredId, start: draft.start, free: providers.data?.providers, holding: Boolean(held), busy: holdProvider.isPending, hold: (provider) => void choose(provider, true) });
  const preferredAway = preferredEntry(providers.data?.providers, preferredId)?.free === false && !held;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (held) onHeld();
    else setMissing(true);
  };

  const timeZone = market.data?.timeZone;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="step-title" className={styles.step}>
      {draft.start && timeZone && (
        <p className={styles.lead}>
          <FormattedMessage id="booking.providers.free-on" defaultMessage="Free on {time}." values={{ time: <DateTime value={draft.start} timeZone={timeZone} format="datetime" showTimeZone /> }} />
        </p>
      )}
      {held && (
        <div className={styles.held}>
          {countdown}
          <p className={styles.heldText}>
            <FormattedMessage
              id="booking.providers.holding"
              defaultMessage="You’re holding <strong>{provider}</strong> at this time."
              values={{ provider: <span translate="no">{held.providerName}</span> }}
            />
          </p>
          <Button onClick={onHeld}>
            <FormattedMessage id="booking.providers.continue-with" defaultMessage="Continue with {provider}" values={{ provider: held.providerName }} />
          </Button>
        </div>
      )}
      {preferredAway && preferredId && <PreferredAway providerId={preferredId} timePath={timePath} />}
      {problem && (
        <Alert tone="warning" title={problem.title}>
          {problem.message}
        </Alert>
      )}
      <ProviderList
        query={providers}
        exceptId={held?.providerId}
        currency={market.data?.currency}
        choosingId={holdProvider.isPending ? holdProvider.variables?.provider.id : undefined}
        onChoose={(provider) => void choose(provider)}
        timePath={timePath}
        othersOnly={Boolean(held)}
        preferredId={preferredId}
        favouriteIds={favouriteIds}
      />
      {missing && !held && (
        <p role="alert" className={styles.error}>
          <FormattedMessage id="booking.providers.missing" defaultMessage="Choose a provider to go on." />
        </p>
      )}
      {renderActions(false)}
    </form>
  );
}
