import { type Conversation, type JobMessage, messageLimits, type SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { JobRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { canSeeJobContact, providerHasAccepted } from '../access';
import { actingAs, contactScopeOf, loadVisibleJob } from '../jobs';
import { isOpen, jobEnd, masksContact, openUntil, sideOf } from './conversation-rules';
import { countUnread, findFinalAt, findMessage, latestMessageBy, type ListedMessage, listMessages, type PhotoRow, photosOf, providerUserOf, readsOf, reportsBy } from './conversations.repository';
import { maskContact } from './mask-contact';

/** The job as its conversation sees it, for one reader. */
export interface ConversationScope {
  job: JobRow;
  user: SessionUser;
  side: 'customer' | 'provider' | 'market';
  customerUserId: string;
  providerUserId: string | null;
  accepted: boolean;
  readerSeesContact: boolean;
  openUntil: Date | null;
  open: boolean;
}

/**
 * The conversation of a job the reader may see (its customer, its current provider, its
 * market's managers and admins: `loadVisibleJob`); 404 for anyone else, a provider the job was
 * taken from included (docs/conversations.md, "Who").
 */
export async function conversationScope(deps: Deps, user: SessionUser, jobId: string): Promise<ConversationScope> {
  const job = await loadVisibleJob(deps, user, jobId);
  const acting = actingAs(user, job);
  if (!acting) throw AppError.notFound(common.noSuchJob);
  const contact = await contactScopeOf(deps.db, job);
  const until = openUntil(jobEnd(job.status, job.end_at, await findFinalAt(deps.db, job.id)));
  return {
    job,
    user,
    side: sideOf(acting.role),
    customerUserId: job.customer_id,
    providerUserId: await providerUserOf(deps.db, job.provider_id),
    accepted: providerHasAccepted(contact),
    readerSeesContact: canSeeJobContact(user, contact),
    openUntil: until,
    open: isOpen(until, deps.now()),
  };
}

export const photoUrl = (jobId: string, photoId: string) => `/api/jobs/${jobId}/messages/photos/${photoId}`;

/** One message as this reader sees it: contact masked unless they may see it, the author by first name or the market team. */
export function messageAsSeen(scope: ConversationScope, row: ListedMessage, photos: PhotoRow[], reported: boolean): JobMessage {
  const mine = row.author_user_id === scope.user.id;
  const masked = masksContact({ accepted: scope.accepted, readerSeesJobContact: scope.readerSeesContact, readerIsAuthor: mine });
  const name = row.author_deleted ? null : row.author_side === 'provider' ? row.provider_name : row.author_side === 'customer' ? ((row.author_name ?? '').trim().split(/\s+/)[0] ?? null) : null;
  return {
    id: row.id,
    side: row.author_side,
    authorName: name ? name.slice(0, 100) : null,
    mine,
    text: masked ? maskContact(row.body) : row.body,
    photos: photos.filter((photo) => photo.message_id === row.id).map((photo) => ({ id: photo.id, url: photoUrl(scope.job.id, photo.id) })),
    at: row.created_at.toISOString(),
    reportedByMe: reported,
  };
}

/** The people on the other side of the reader (whose reads make the "Seen" receipt). */
function othersOf(scope: ConversationScope): string[] {
  const people = [scope.customerUserId, scope.providerUserId].filter((id): id is string => id !== null);
  return people.filter((id) => id !== scope.user.id);
}

export async function getConversation(deps: Deps, user: SessionUser, jobId: string, before: string | undefined): Promise<Conversation> {
  const scope = await conversationScope(deps, user, jobId);
  let beforeSeq: string | null = null;
  if (before) {
    const row = await findMessage(deps.db, jobId, before);
    beforeSeq = row ? String(row.seq) : null;
  }
  const rows = await listMessages(deps.db, jobId, messageLimits.page + 1, beforeSeq);
  const hasOlder = rows.length > messageLimits.page;
  const page = hasOlder ? rows.slice(1) : rows;
  const ids = page.map((row) => row.id);
  const [photos, reported, reads] = await Promise.all([photosOf(deps.db, ids), reportsBy(deps.db, user.id, ids), readsOf(deps.db, jobId, [user.id, ...othersOf(scope)])]);
  const othersRead = othersOf(scope)
    .map((id) => reads.get(id))
    .filter((seq): seq is string => seq !== undefined)
    .reduce<string | null>((most, seq) => (most === null || BigInt(seq) > BigInt(most) ? seq : most), null);
  return {
    messages: page.map((row) => messageAsSeen(scope, row, photos, reported.has(row.id))),
    hasOlder,
    unreadCount: await countUnread(deps.db, jobId, user.id, reads.get(user.id) ?? null),
    seenByOtherUpTo: othersRead === null ? null : await latestMessageBy(deps.db, jobId, user.id, othersRead),
    viewerSide: scope.side,
    open: scope.open,
    openUntil: scope.openUntil?.toISOString() ?? null,
    contactMasked: masksContact({ accepted: scope.accepted, readerSeesJobContact: scope.readerSeesContact, readerIsAuthor: false }),
  };
}
