import type { NotificationRow } from '../../db/notifications-schema';
import type { Deps } from '../../deps';
import { claimNotification, markFailed, markSent } from './delivery.repository';
import type { OutboxPayload } from './payload';
import { renderEmail, renderSms } from './render';
import type { OutgoingMail } from './transport';
import { ONE_CLICK_PATH } from '../../http/one-click-form';
import { unsubscribeToken } from './unsubscribe-token';
import { waitlistUnsubscribeLinks } from '../waitlist/launch-links';

export type DeliveryOutcome = 'sent' | 'dead' | 'not-ours';

/** Refused for good (no address, or an SMTP 5xx such as "no such user"): trying again cannot help. */
class PermanentDeliveryError extends Error {}

/** The Message-ID of an outbox message: the same on every attempt, so a receiver can tell a repeat. */
export const messageIdOf = (notificationId: string) => `<${notificationId}@handyhub>`;

/**
 * The email as it goes out (and as admins see it when it was not kept locally). The footer links
 * to the page that asks first; the headers give mail clients RFC 8058's one-click URL, which
 * the mail provider posts to (docs/notifications.md, "Unsubscribe links").
 */
export async function composeEmail(deps: Deps, row: NotificationRow, to: string): Promise<OutgoingMail> {
  const { siteUrl, mailFrom } = deps.config.notifications;
  const payload = row.payload as OutboxPayload;
  // Account messages (codes, resets) are always sent: nothing to unsubscribe from.
  const links =
    payload.kind === 'launch'
      ? await waitlistUnsubscribeLinks(deps, payload.waitlistEntryId)
      : payload.kind === 'account' || !row.user_id
        ? null
        : await unsubscribeLinks(deps, row.user_id, row.event);
  const email = await renderEmail(payload, { siteUrl, unsubscribeUrl: links?.page ?? null, now: deps.now() });
  const headers: Record<string, string> = links ? { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
  return { notificationId: row.id, messageId: messageIdOf(row.id), from: mailFrom, to, ...email, headers };
}

/** The unsubscribe page's link (in the footer) and the RFC 8058 one-click URL (in the headers). */
async function unsubscribeLinks(deps: Deps, userId: string, event: NotificationRow['event']): Promise<{ page: string; oneClick: string }> {
  const { siteUrl } = deps.config.notifications;
  const token = encodeURIComponent(await unsubscribeToken(deps, { userId, event, channel: 'email' }));
  return { page: `${siteUrl}/notifications/unsubscribe?token=${token}`, oneClick: `${siteUrl}${ONE_CLICK_PATH}?token=${token}` };
}

async function send(deps: Deps, row: NotificationRow): Promise<void> {
  if (!row.recipient) throw new PermanentDeliveryError(`No ${row.channel === 'sms' ? 'phone number' : 'email address'} to send to.`);
  if (row.channel === 'sms') {
    await deps.sms.send({ notificationId: row.id, to: row.recipient, body: renderSms(row.payload as OutboxPayload, deps.config.notifications.siteUrl) });
    return;
  }
  try {
    await deps.mailer.send(await composeEmail(deps, row, row.recipient));
  } catch (error) {
    const code = (error as { responseCode?: number }).responseCode;
    throw code !== undefined && code >= 500 ? new PermanentDeliveryError(errorText(error)) : error;
  }
}

/**
 * A delivered account message's code and link are the recipient's alone: the outbox forgets
 * them. The notice of a deleted account also forgets whom it went to (docs/account-page.md).
 */
function withoutSecrets(payload: OutboxPayload): OutboxPayload | undefined {
  if (payload.kind !== 'account') return undefined;
  return { ...payload, code: null, secret: null, ...(forgetsRecipient(payload) ? { recipientName: '' } : {}) };
}

const forgetsRecipient = (payload: OutboxPayload) => payload.kind === 'account' && payload.template === 'account_deleted';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One delivery attempt of an outbox message (queue `notification-deliver`). Safe to run twice
 * or at once in two workers: only the one that claims the message sends it. A failure leaves
 * it waiting with its error and throws, so the queue tries again after its backoff; the last
 * attempt (or a permanent refusal) dead-letters it without throwing: the queue is done too.
 */
export async function deliverNotification(deps: Deps, id: string): Promise<DeliveryOutcome> {
  const { deliveryLeaseSeconds, maxAttempts, retryDelaySeconds } = deps.config.notifications;
  const claimed = await claimNotification(deps.db, id, deps.now(), deliveryLeaseSeconds);
  if (!claimed) return 'not-ours';
  try {
    await send(deps, claimed);
  } catch (error) {
    if (error instanceof PermanentDeliveryError || claimed.attempts >= maxAttempts) {
      await markFailed(deps.db, claimed, errorText(error), null);
      return 'dead';
    }
    // The latest the queue's jittered backoff retries it (delay × 2^attempts): the sweep waits until then.
    const nextAttemptAt = new Date(deps.now().getTime() + retryDelaySeconds * 2 ** claimed.attempts * 1000);
    await markFailed(deps.db, claimed, errorText(error), nextAttemptAt);
    throw error;
  }
  const payload = claimed.payload as OutboxPayload;
  await markSent(deps.db, claimed, deps.now(), withoutSecrets(payload), { forgetRecipient: forgetsRecipient(payload) });
  return 'sent';
}
