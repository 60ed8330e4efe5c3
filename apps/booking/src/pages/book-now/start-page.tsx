import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { firstIncompleteStep } from '../../features/booking-flow/domain/step-gating';
import { stepPath } from '../../features/booking-flow/domain/steps';
import { useGateContext } from '../../features/booking-flow/hooks/use-gate-context';
import { useBookingDraft } from '../../stores/booking-draft/draft-store';

/**
 * /book-now: resumes the draft at its first unfinished step (services for a new one). A link
 * naming a city (`?market=nyc`, from a market page) starts at services with that city.
 */
export default function StartPage() {
  const intl = useIntl();
  const { search } = useLocation();
  const draft = useBookingDraft();
  const { context } = useGateContext();
  if (new URLSearchParams(search).has('market')) return <Navigate to={`${stepPath('services')}${search}`} replace />;
  if (!context) return <Spinner label={intl.formatMessage({ id: 'booking.start.loading', defaultMessage: 'Loading your booking…' })} />;
  return <Navigate to={stepPath(firstIncompleteStep(draft, context))} replace />;
}
