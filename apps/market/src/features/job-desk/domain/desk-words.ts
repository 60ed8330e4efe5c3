import type { DeskEvent, DeskStatusAction, JobEventChanges } from '@marketplace/contracts';
import { formatDateTime } from '@marketplace/shared-ui/date-time';
import { formatMoney } from '@marketplace/shared-ui/money';

/** Each status change's button, dialog and toast, in the manager's words. */
export const statusActionText: Record<DeskStatusAction, { button: string; title: string; description: string; submit: string; done: string; tone: 'primary' | 'danger' }> = {
  accept: {
    button: 'Accept for the provider',
    title: 'Accept on the provider’s behalf?',
    description: 'The job becomes confirmed, as if the provider had accepted it.',
    submit: 'Accept',
    done: 'The job is confirmed',
    tone: 'primary',
  },
  start: {
    button: 'Mark as started',
    title: 'Mark the job as started?',
    description: 'For when the provider cannot do it themselves.',
    submit: 'Mark as started',
    done: 'The job is in progress',
    tone: 'primary',
  },
  complete: {
    button: 'Mark as completed',
    title: 'Mark the job as completed?',
    description: 'The customer can then review it.',
    submit: 'Mark as completed',
    done: 'The job is completed',
    tone: 'primary',
  },
  noShow: {
    button: 'Record a no-show',
    title: 'Record a no-show?',
    description: 'The customer was not there at the start time.',
    submit: 'Record the no-show',
    done: 'The no-show is recorded',
    tone: 'danger',
  },
  unassign: {
    button: 'Unassign the provider',
    title: 'Take the job away from its provider?',
    description: 'The job goes back to the unassigned queue until you assign someone.',
    submit: 'Unassign',
    done: 'The job is unassigned',
    tone: 'danger',
  },
};

/** The desk's status actions, in the order the buttons show. */
export const statusActionOrder: readonly DeskStatusAction[] = ['accept', 'start', 'complete', 'noShow', 'unassign'];

const roleWords: Record<DeskEvent['actor']['role'], string> = {
  customer: 'customer',
  provider: 'provider',
  manager: 'market manager',
  admin: 'admin',
  system: 'system',
};

/** "Sam Patel (market manager)", "Handyhub (system)". */
export const actorText = (actor: DeskEvent['actor']) => `${actor.name} (${roleWords[actor.role]})`;

/** What else an event changed, before → after, one line each, times in the market's zone. */
export function changeLines(changes: JobEventChanges | null, timeZone: string, currency: string): string[] {
  if (!changes) return [];
  const lines: string[] = [];
  const when = (iso: string) => formatDateTime(iso, { timeZone, format: 'datetime', showTimeZone: true });
  if (changes.provider) lines.push(`Provider: ${changes.provider.before?.name ?? 'nobody'} → ${changes.provider.after?.name ?? 'nobody'}`);
  if (changes.start) lines.push(`Start: ${when(changes.start.before)} → ${when(changes.start.after)}`);
  if (changes.end) lines.push(`End: ${when(changes.end.before)} → ${when(changes.end.after)}`);
  if (changes.cancellation) {
    const { onBehalfOf, fee, feeMinor } = changes.cancellation;
    const whose = onBehalfOf === 'customer' ? 'the customer' : 'the company';
    lines.push(`On behalf of ${whose}; fee ${fee === 'apply' ? `applied: ${formatMoney(feeMinor, currency)}` : 'waived'}`);
  }
  if (changes.refund) lines.push(`Refund: ${formatMoney(changes.refund.amountMinor, changes.refund.currency)} · credit note ${changes.refund.creditNoteNumber}`);
  return lines;
}
