import { QueryScreen } from '@marketplace/api-client/queries';
import { errorMessage } from '@marketplace/api-client/errors';
import { useSession } from '@marketplace/session';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { StepProgress } from '@marketplace/shared-ui/step-progress';
import { useCurrentApplication, useStartApplication } from '../api/use-application';
import { wizardSteps } from '../domain/application-steps';
import { AccountStep } from './account-step';
import { ApplicationStatus } from './application-status';
import { ApplicationWizard } from './application-wizard';

/** /provider/apply: a visitor's account first, then the application as its state allows. */
export function ApplyFlow() {
  const session = useSession();
  if (session.status === 'loading') return <p role="status">Loading…</p>;
  if (session.status !== 'authenticated') {
    return (
      <div>
        <StepProgress steps={wizardSteps.map((step, index) => ({ id: step.id, label: step.label, status: index === 0 ? 'current' : 'upcoming' }))} />
        <h2>Your account</h2>
        <AccountStep />
      </div>
    );
  }
  return <Application />;
}

function Application() {
  const query = useCurrentApplication();
  const start = useStartApplication();
  return (
    <QueryScreen query={query} loading="Loading your application…" failed="We could not load your application" notFound="We could not find your application" skeletonLines={6}>
      {(data) => {
        const { application } = data;
        const startButton = (
          <>
            {start.isError && <Alert tone="danger" title="Not started">{errorMessage(start.error)}</Alert>}
            <Button loading={start.isPending} onClick={() => start.mutate({})}>
              {application ? 'Start a new application' : 'Start my application'}
            </Button>
          </>
        );
        if (!application) return startButton;
        if (application.status === 'draft' || application.status === 'changes_requested') {
          return (
            <>
              {application.status === 'changes_requested' && <ApplicationStatus application={application} />}
              <ApplicationWizard key={application.id} data={data} application={application} />
            </>
          );
        }
        return <ApplicationStatus application={application}>{application.status === 'rejected' && startButton}</ApplicationStatus>;
      }}
    </QueryScreen>
  );
}
