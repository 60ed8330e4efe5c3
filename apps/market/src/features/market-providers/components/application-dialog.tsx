import { useState } from 'react';
import { personalDataProps } from '@marketplace/error-reporting';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Dialog } from '@marketplace/shared-ui/dialog';
import { RichText } from '@marketplace/shared-ui/rich-text';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { type ApplicationDecision, useApplication, useDecideApplication } from '../api/use-market-providers';
import { applicationStatusSentence, checkLines, identityWords } from '../domain/provider-words';
import { ReasonDialog } from './reason-dialog';
import styles from './market-providers.module.css';


const decisions: Record<ApplicationDecision, { label: string; title: string; description: string; tone: 'primary' | 'danger'; required: boolean }> = {
  approve: { label: 'Approve', title: 'Approve this application', description: 'They become a provider of this market, emailed at once. They are offered once they set weekly hours.', tone: 'primary', required: false },
  requestChanges: { label: 'Ask for changes', title: 'Ask for changes', description: 'The applicant is emailed what to change and can send the application again.', tone: 'primary', required: true },
  reject: { label: 'Reject', title: 'Reject this application', description: 'The applicant is emailed the reason. They may apply again later.', tone: 'danger', required: true },
};

/** One application: the checks, the applicant's words, the history, and the three decisions. */
export function ApplicationDialog({ marketId, applicationId, timeZone, onClose }: { marketId: string; applicationId: string; timeZone: string; onClose: () => void }) {
  const application = useApplication(marketId, applicationId);
  const decide = useDecideApplication(marketId, applicationId);
  const [deciding, setDeciding] = useState<ApplicationDecision | null>(null);
  const data = application.data;
  const waiting = data?.status === 'submitted';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={data ? `Application from ${data.displayName ?? data.applicant.name}` : 'Application'}
      footer={
        waiting ? (
          <>
            {(Object.keys(decisions) as ApplicationDecision[]).map((decision) => (
              <Button key={decision} variant={decision === 'approve' ? 'primary' : decision === 'reject' ? 'danger' : 'secondary'} onClick={() => setDeciding(decision)}>
                {decisions[decision].label}
              </Button>
            ))}
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )
      }
    >
      {application.isPending && <Skeleton lines={4} label="Loading the application…" />}
      {application.isError && <Alert tone="danger" title="We could not load this application">{errorMessage(application.error)}</Alert>}
      {data && (
        <div className={styles.application} {...personalDataProps}>
          <div className={styles.applicant}>
            {data.pictureUrl && <img className={styles.picture} src={data.pictureUrl} alt={`Picture of ${data.displayName ?? data.applicant.name}`} width={160} height={160} />}
            <p>
              {/* A link: a question before deciding is one click away (and the dialog's long body, scrolled on a phone, has a keyboard stop). */}
              <strong>{data.applicant.name}</strong> · <a href={`mailto:${data.applicant.email}`}>{data.applicant.email}</a>
            </p>
          </div>
          {!waiting && <Alert tone="info" title={applicationStatusSentence[data.status]}>{data.decisionReason ?? 'No reason recorded.'}</Alert>}
          <ApplicationChecksList checks={data.checks} />
          <p>
            {data.experienceYears ?? 0} years of experience · {data.services.map((service) => service.name).join(', ') || 'No services chosen'}
          </p>
          <RichText html={data.aboutHtml} fallback={<p>No description.</p>} />
          <h3 className={styles.subTitle}>History</h3>
          <ol className={styles.history}>
            {data.history.map((event, index) => (
              <li key={index}>
                <DateTime value={event.at} timeZone={timeZone} /> — {event.action.replace('_', ' ')} by {event.actor.name} ({event.actor.role}){event.reason ? `: “${event.reason}”` : ''}
              </li>
            ))}
          </ol>
        </div>
      )}
      {deciding && (
        <ReasonDialog
          title={decisions[deciding].title}
          description={decisions[deciding].description}
          submitLabel={decisions[deciding].label}
          tone={decisions[deciding].tone}
          reasonRequired={decisions[deciding].required}
          maxLength={1000}
          onSubmit={(reason) => decide.mutateAsync({ decision: deciding, reason })}
          onClose={() => setDeciding(null)}
        />
      )}
    </Dialog>
  );
}

export function ApplicationChecksList({ checks }: { checks: Parameters<typeof checkLines>[0] }) {
  const identity = identityWords[checks.identity ?? 'none'];
  return (
    <ul className={styles.checks} aria-label="Checks">
      <li>
        <Badge tone={identity.tone}>{identity.label}</Badge>
      </li>
      {checkLines(checks).map((line) => (
        <li key={line.label}>
          <Badge tone={line.ok ? 'success' : 'warning'}>{line.label}</Badge>
        </li>
      ))}
    </ul>
  );
}
