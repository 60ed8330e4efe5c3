import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProviderApplication } from '@marketplace/contracts';
import { Alert } from '@marketplace/shared-ui/alert';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { actorWords, historyWords, statusWords } from '../domain/application-steps';

const tones = { draft: 'neutral', submitted: 'info', changes_requested: 'warning', approved: 'success', rejected: 'danger' } as const;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the application stands, the market team's reason, what to do next, and its history. */
export function ApplicationStatus({ application, children }: { application: ProviderApplication; children?: ReactNode }) {
  const words = statusWords[application.status];
  return (
    <Card as="section" aria-labelledby="application-status-title">
      <h2 id="application-status-title">
        Your application <Badge tone={tones[application.status]}>{words.title}</Badge>
      </h2>
      <p role="status">{words.text}</p>
      {application.decisionReason && ['changes_requested', 'rejected'].includes(application.status) && (
        <Alert tone={application.status === 'rejected' ? 'danger' : 'warning'} title={application.status === 'rejected' ? 'The market team’s reason' : 'What to change'}>
          {application.decisionReason}
        </Alert>
      )}
      {application.status === 'approved' && (
        <Button asChild>
          <Link to="/provider">Go to your provider area</Link>
        </Button>
      )}
      {children}
      {application.history.length > 0 && (
        <details>
          <summary>History</summary>
          <ol>
            {application.history.map((event) => (
              <li key={`${event.at}-${event.action}`}>
                <time dateTime={event.at}>{when(event.at)}</time>: {historyWords[event.action]} by {actorWords[event.actor].toLowerCase() === 'you' ? 'you' : actorWords[event.actor].toLowerCase()}
                {event.reason && <> — {event.reason}</>}
              </li>
            ))}
          </ol>
        </details>
      )}
    </Card>
  );
}
