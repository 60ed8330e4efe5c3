import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <p role="status">
        <FormattedMessage id="provider.apply.loading-session" defaultMessage="Loading…" />
      </p>
    );
  }
  if (session.status !== 'authenticated') {
    return (
      <div>
        <StepProgress steps={wizardSteps.map((step, index) => ({ id: step.id, label: intl.formatMessage(step.label), status: index === 0 ? 'current' : 'upcoming' }))} />
        <h2>
          <FormattedMessage {...wizardSteps[0]!.label} />
        </h2>
        <AccountStep />
      </div>
    );
  }
  return <Application />;
}

function Application() {
  const intl = useIntl();
  const query = useCurrentApplication();
  const start = useStartApplication();
  return (
    <QueryScreen
      query={query}
      loading={intl.formatMessage({ id: 'provider.apply.loading', defaultMessage: 'Loading your application…' })}
      failed={intl.formatMessage({ id: 'provider.apply.failed', defaultMessage: 'We could not load your application' })}
      notFound="We could not find your application"
      skeletonLines={6}
    >
      {(data) => {
        const { application } = data;
        const startButton = (
          <>
            {start.isError && (
              <Alert tone="danger" title={intl.formatMessage({ id: 'provider.apply.not-started', defaultMessage: 'Not started' })}>
                {errorMessage(start.error)}
              </Alert>
            )}
            <Button loading={start.isPending} onClick={() => start.mutate({})}>
              {application ? (
                <FormattedMessage id="provider.apply.start-new" defaultMessage="Start a new application" />
              ) : (
                <FormattedMessage id="provider.apply.start" defaultMessage="Start my application" />
              )}
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
