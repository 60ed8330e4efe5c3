import { type MessageReport, messageLimits, type ReportMessage, type SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { authorize, canManageMarket } from '../access';
import { findMarketRow } from '../markets';
import { markConversationNoticesRead } from '../notifications';
import { conversationScope } from './conversation';
import { countUnread, findMessage, insertReport, listMarketReports, markRead, readsOf } from './conversations.repository';
import { conversationsMessages as m } from './conversations-messages';

/** The reader has read up to this message: their receipt moves forward, the bell's entries of this job are read. */
export async function readMessages(deps: Deps, user: SessionUser, jobId: string, upTo: string): Promise<{ unreadCount: number }> {
  await conversationScope(deps, user, jobId);
  const message = await findMessage(deps.db, jobId, upTo);
  if (!message) throw AppError.validation({ upTo: [m.noSuchMessage] }, m.noSuchMessage);
  await markRead(deps.db, jobId, user.id, message.seq, deps.now());
  const lastRead = (await readsOf(deps.db, jobId, [user.id])).get(user.id) ?? null;
  const unreadCount = await countUnread(deps.db, jobId, user.id, lastRead);
  if (unreadCount === 0) await markConversationNoticesRead(deps.db, user.id, jobId, deps.now());
  return { unreadCount };
}

/** A participant (the job's customer or provider) reports someone else's message to the market's managers. */
export async function reportMessage(deps: Deps, user: SessionUser, jobId: string, messageId: string, body: ReportMessage): Promise<{ reported: true }> {
  const scope = await conversationScope(deps, user, jobId);
  const message = await findMessage(deps.db, jobId, messageId);
  if (!message) throw AppError.notFound(m.noSuchMessage);
  if (scope.side === 'market') throw AppError.forbidden(m.onlyParticipantsReport);
  if (message.author_user_id === user.id) throw AppError.conflict(m.notYourOwn);
  const inserted = await insertReport(deps.db, { message_id: messageId, job_id: jobId, market_id: scope.job.market_id, reporter_user_id: user.id, reason: body.reason.trim(), created_at: deps.now() });
  if (!inserted) throw AppError.conflict(m.alreadyReported);
  return { reported: true };
}

/** Reported messages in a market, for its managers (the message as written: they may see the job's contact, docs/security.md). */
export async function listReports(deps: Deps, user: SessionUser, marketId: string): Promise<{ reports: MessageReport[] }> {
  if (!(await findMarketRow(deps.db, marketId))) throw AppError.notFound(common.noSuchMarket);
  authorize(canManageMarket(user, marketId), m.onlyManagers);
  const rows = await listMarketReports(deps.db, marketId, messageLimits.reports);
  return {
    reports: rows.map((row) => ({
      id: row.id,
      jobId: row.job_id,
      messageId: row.message_id,
      text: row.body,
      side: row.author_side,
      reporterSide: row.reporter_user_id === row.customer_id ? ('customer' as const) : ('provider' as const),
      reason: row.reason,
      at: row.created_at.toISOString(),
    })),
  };
}
