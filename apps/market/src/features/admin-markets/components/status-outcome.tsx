import { Alert } from '@marketplace/shared-ui/alert';
import type { StatusOutcome } from './use-status-switch';

/** The result of going live or back: a refusal stays on screen with its reason. */
export function StatusOutcomeAlert({ outcome }: { outcome: StatusOutcome }) {
  if (!outcome) return null;
  return (
    <Alert tone={outcome.tone} title={outcome.tone === 'danger' ? 'Not changed' : 'Done'}>
      {outcome.text}
    </Alert>
  );
}
