import { Navigate } from 'react-router-dom';
import { bookingSteps } from '../../features/booking-flow/steps';

/** /book-now: with no draft in progress the flow starts at its first step. */
export default function StartPage() {
  return <Navigate to={bookingSteps[0].id} replace />;
}
