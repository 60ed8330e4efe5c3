import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { isUuid } from '@marketplace/contracts/ids';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { firstIncompleteStep } from '../../features/booking-flow/domain/step-gating';
import { stepPath } from '../../features/booking-flow/domain/steps';
import { useGateContext } from '../../features/booking-flow/hooks/use-gate-context';
import { draftStore, useBookingDraft } from '../../stores/booking-draft/draft-store';
import { preferProvider } from '../../stores/booking-draft/draft-updates';

/**
 * /book-now: resumes the draft at its first unfinished step (services for a new one). A link
 * naming a city (`?market=nyc`, from a market page) starts at services with that city; one
 * naming a provider (`?provider=<id>`, "Book with …" on a profile) keeps them in the draft as
 * the preferred provider first (docs/repeat-business.md).
 */
export default function StartPage() {
  const intl = useIntl();
  const { search } = useLocation();
  const draft = useBookingDraft();
  const { context } = useGateContext();
  const params = new URLSearchParams(search);
  const preferred = params.get('provider');
  const loading = <Spinner label={intl.formatMessage({ id: 'booking.start.loading', defaultMessage: 'Loading your booking…' })} />;
  if (preferred !== null) {
    params.delete('provider');
    return (
      <PreferProvider providerId={preferred} then={`/book-now${params.size ? `?${params}` : ''}`}>
        {loading}
      </PreferProvider>
    );
  }
  if (params.has('market')) return <Navigate to={`${stepPath('services')}${search}`} replace />;
  if (!context) return loading;
  return <Navigate to={stepPath(firstIncompleteStep(draft, context))} replace />;
}

/** Writes the preference (an id that names nobody is ignored), then goes on without it in the address. */
function PreferProvider({ providerId, then, children }: { providerId: string; then: string; children: ReactNode }) {
  const valid = isUuid(providerId);
  const kept = useBookingDraft().preferredProviderId === providerId;
  useEffect(() => {
    if (valid) draftStore.update((draft) => preferProvider(draft, providerId));
  }, [valid, providerId]);
  return !valid || kept ? <Navigate to={then} replace /> : children;
}
