import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';

export interface NoTimesProps {
  marketName?: string;
  horizonDays?: number;
  /** Where the customer changes the services. */
  servicesPath: string;
}

/** No provider is free for these services: say that the search was noted, and what to try. */
export function NoTimes({ marketName, horizonDays, servicesPath }: NoTimesProps) {
  return (
    <EmptyState
      title={horizonDays ? `No free times in the next ${horizonDays} days` : 'No free times right now'}
      description={
        <>
          <p>
            Every provider{marketName ? ` in ${marketName}` : ''} who does this work is booked. We’ve noted that you were looking,
            so the team can add providers where they’re needed.
          </p>
          <p>Try fewer hours or other services, or check again in a day or two — your booking so far is saved.</p>
        </>
      }
      action={
        <Button asChild variant="secondary">
          <Link to={servicesPath}>Change services</Link>
        </Button>
      }
    />
  );
}
