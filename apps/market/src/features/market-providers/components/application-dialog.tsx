import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
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

type Decision = { label: MessageDescriptor; title: MessageDescriptor; description: MessageDescriptor; tone: 'primary' | 'danger'; required: boolean };
const decisions: Record<ApplicationDecision, Decision> = {
  approve: {
    ...defineMessages({
      label: { id: 'market.application.approve', defaultMessage: 'Approve' },
      title: { id: 'market.application.approve-title', defaultMessage: 'Approve this application' },
      description: { id: 'market.application.approve-description', defaultMessage: 'They become a provider of this market, emailed at once. They are offered once they set weekly hours.' },
    }),
    tone: 'primary',
    required: false,
  },
  requestChanges: {
    ...defineMessages({
      label: { id: 'market.application.request-changes', defaultMessage: 'Ask for changes' },
      title: { id: 'market.application.request-changes-title', defaultMessage: 'Ask for changes' },
      description: { id: 'market.application.request-changes-description', defaultMessage: 'The applicant is emailed what to change and can send the application again.' },
    }),
    tone: 'primary',
    required: true,
  },
  reject: {
    ...defineMessages({
      label: { id: 'market.application.reject', defaultMessage: 'Reject' },
      title: { id: 'market.application.reject-title', defaultMessage: 'Reject this application' },
      description: { id: 'market.application.reject-description', defaultMessage: 'The applicant is emailed the reason. They may apply again later.' },
    }),
    tone: 'danger',
    required: true,
  },
};

/** One application: the checks, the applicant's words, the history, and the three decisions. */
export function ApplicationDialog({ marketId, applicationId, timeZone, onClose }: { marketId: string; applicationId: string; timeZone: string; onClose: () => void }) {
  const intl = useIntl();
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
      title={data ? intl.formatMessage({ id: 'market.application.title', defaultMessage: 'Application from {name}' }, { name: data.displayName ?? data.applicant.name }) : intl.formatMessage({ id: 'market.application.title-loading', defaultMessage: 'Application' })}
      footer={
        waiting ? (
          <>
            {(Object.keys(decisions) as ApplicationDecision[]).map((decision) => (
              <Button key={decision} variant={decision === 'approve' ? 'primary' : decision === 'reject' ? 'danger' : 'secondary'} onClick={() => setDeciding(decision)}>
                <FormattedMessage {...decisions[decision].label} />
              </Button>
            ))}
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="market.application.close" defaultMessage="Close" />
          </Button>
        )
      }
    >
      {application.isPending && <Skeleton lines={4} label={intl.formatMessage({ id: 'market.application.loading', defaultMessage: 'Loading the application…' })} />}
      {application.isError && <Alert tone="danger" title={intl.formatMessage({ id: 'market.application.failed', defaultMessage: 'We could not load this application' })}>{errorMessage(application.error)}</Alert>}
      {data && (
        <div className={styles.application} {...personalDataProps}>
          <div className={styles.applicant}>
            {data.pictureUrl && <img className={styles.picture} src={data.pictureUrl} alt={intl.formatMessage({ id: 'market.application.picture', defaultMessage: 'Picture of {name}' }, { name: data.displayName ?? data.applicant.name })} width={160} height={160} />}
            <p translate="no">
              {/* A link: a question before deciding is one click away (and the dialog's long body, scrolled on a phone, has a keyboard stop). */}
              <strong>{data.applicant.name}</strong> · <a href={`mailto:${data.applicant.email}`}>{data.applicant.email}</a>
            </p>
          </div>
          {!waiting && (
            <Alert tone="info" title={intl.formatMessage(applicationStatusSentence[data.status])}>
              {data.decisionReason ? <span translate="no">{data.decisionReason}</span> : <FormattedMessage id="market.application.no-reason" defaultMessage="No reason recorded." />}
            </Alert>
          )}
          <ApplicationChecksList checks={data.checks} />
          <p>
            <FormattedMessage
              id="market.application.experience"
              defaultMessage="{years, plural, one {# year} other {# years}} of experience · {services}"
              values={{
                years: data.experienceYears ?? 0,
                services: data.services.length ? (
                  <span translate="no">{intl.formatList(data.services.map((service) => service.name))}</span>
                ) : (
                  <FormattedMessage id="market.application.no-services" defaultMessage="No services chosen" />
                ),
              }}
            />
          </p>
          <RichText
            html={data.aboutHtml}
            translate="no"
            fallback={
              <p>
                <FormattedMessage id="market.application.no-description" defaultMessage="No description." />
              </p>
            }
          />
          <h3 className={styles.subTitle}>
            <FormattedMessage id="market.application.history" defaultMessage="History" />
          </h3>
          <ol className={styles.history}>
            {data.history.map((event, index) => (
              <li key={index}>
                <FormattedMessage
                  id="market.application.event"
                  defaultMessage="{at} — {action, select, submitted {submitted} changes_requested {changes requested} approved {approved} rejected {rejected} other {identity checked}} by {name} ({role, select, applicant {applicant} manager {manager} admin {admin} other {system}}){hasReason, select, yes {: “{reason}”} other {}}"
                  values={{
                    at: <DateTime value={event.at} timeZone={timeZone} />,
                    action: event.action,
                    name: <span translate="no">{event.actor.name}</span>,
                    role: event.actor.role,
                    hasReason: event.reason ? 'yes' : 'no',
                    reason: <span translate="no">{event.reason}</span>,
                  }}
                />
              </li>
            ))}
          </ol>
        </div>
      )}
      {deciding && (
        <ReasonDialog
          title={intl.formatMessage(decisions[deciding].title)}
          description={intl.formatMessage(decisions[deciding].description)}
          submitLabel={intl.formatMessage(decisions[deciding].label)}
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

export function ApplicationChecksList({ checks }: { checks: Parameters<typeof checkLines>[1] }) {
  const intl = useIntl();
  const identity = identityWords[checks.identity ?? 'none'];
  return (
    <ul className={styles.checks} aria-label={intl.formatMessage({ id: 'market.application.checks', defaultMessage: 'Checks' })}>
      <li>
        <Badge tone={identity.tone}>
          <FormattedMessage {...identity.label} />
        </Badge>
      </li>
      {checkLines(intl, checks).map((line) => (
        <li key={line.label}>
          <Badge tone={line.ok ? 'success' : 'warning'}>{line.label}</Badge>
        </li>
      ))}
    </ul>
  );
}
