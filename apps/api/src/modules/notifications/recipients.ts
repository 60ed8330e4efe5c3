import type { LanguageCode, NotificationAudience, NotificationChannel, NotificationEvent, Role } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listLiveUsers, listManagerIds } from './audience.repository';
import type { JobContext } from './job-facts';
import { channelsFor } from './preferences';
import { loadOverrides } from './preferences.repository';

export interface Recipient {
  userId: string;
  audience: NotificationAudience;
}

/** Who a job's event concerns, before the actor and anyone's settings are taken into account. */
export interface JobAudience {
  event: NotificationEvent;
  job: JobContext;
  /** Booked after a manager's (re)assignment: only the newly assigned provider is told. */
  reassigned: boolean;
  /** `unassigned`: the user of the provider who had the job. */
  previousProviderUserId: string | null;
  /** `problem_step`: the sides told. */
  tell?: Array<'customer' | 'provider' | 'manager'>;
}

/**
 * Who hears about a job's event, as which side of it (docs/product.md §6). A user on two sides (a manager
 * who booked in their own market) is told once, as the first: customer, provider, manager.
 */
export async function jobRecipients(db: Kysely<Database>, { event, job, reassigned, previousProviderUserId, tell }: JobAudience): Promise<Recipient[]> {
  const customer: Recipient[] = [{ userId: job.customerUserId, audience: 'customer' }];
  const provider = (userId: string | null): Recipient[] => (userId ? [{ userId, audience: 'provider' }] : []);
  const managers = async (): Promise<Recipient[]> => (await listManagerIds(db, job.facts.marketId)).map((userId) => ({ userId, audience: 'manager' }));
  let list: Recipient[];
  switch (event) {
    case 'booked':
      list = reassigned ? provider(job.providerUserId) : [...customer, ...provider(job.providerUserId), ...(await managers())];
      break;
    case 'unassigned':
      list = [...customer, ...provider(previousProviderUserId), ...(await managers())];
      break;
    case 'reminder':
      list = [...customer, ...provider(job.providerUserId)];
      break;
    case 'tip_received':
      list = provider(job.providerUserId);
      break;
    // Problem cases (docs/problems.md).
    case 'problem_reported':
      list = [...provider(job.providerUserId), ...(await managers())];
      break;
    case 'problem_step':
      list = [...(tell?.includes('customer') ? customer : []), ...(tell?.includes('provider') ? provider(job.providerUserId) : []), ...(tell?.includes('manager') ? await managers() : [])];
      break;
    case 'problem_resolved':
      list = [...customer, ...provider(job.providerUserId)];
      break;
    case 'plan_created':
    case 'visit_skipped':
      list = [...customer, ...provider(job.providerUserId)];
      break;
    case 'visit_unassigned':
      list = [...customer, ...(await managers())];
      break;
    case 'rescheduled':
    case 'cancelled':
      list = [...customer, ...provider(job.providerUserId), ...(await managers())];
      break;
    default:
      list = customer;
  }
  const seen = new Set<string>();
  return list.filter((recipient) => !seen.has(recipient.userId) && seen.add(recipient.userId));
}

export interface Addressee extends Recipient {
  name: string;
  /** What their messages are written in: their own choice, else the market's language, else English. */
  language: LanguageCode;
  /** Where each chosen channel goes; SMS only to a verified phone number. */
  channels: Array<{ channel: NotificationChannel; to: string | null }>;
}

/**
 * The chosen channels of each recipient (preferences.ts `channelsFor`, the one rule). The actor
 * is not told about their own step, except by email as the customer (the confirmation of what
 * they just did). Each is written to in their own language (docs/languages.md): the account's,
 * else `marketLanguage` (the job's market), else English; never the actor's.
 */
export async function addressees(
  db: Kysely<Database>,
  event: NotificationEvent,
  recipients: Recipient[],
  actorUserId: string | null,
  marketLanguage: LanguageCode | null = null,
): Promise<Addressee[]> {
  if (recipients.length === 0) return [];
  const ids = recipients.map((recipient) => recipient.userId);
  // A deleted account is told nothing more (docs/account-page.md).
  const users = await listLiveUsers(db, ids);
  const byId = new Map(users.map((user) => [user.id, user]));
  const overrides = await loadOverrides(db, ids);
  const result: Addressee[] = [];
  for (const recipient of recipients) {
    const user = byId.get(recipient.userId);
    const chosen = user && channelsFor(user.roles as Role[], overrides.get(user.id) ?? [], event);
    if (!user || !chosen) continue;
    const isActor = user.id === actorUserId;
    // Text messages only to a phone its owner proved with a code (docs/account-page.md).
    const sms = user.phone && user.phone_verified_at ? user.phone : undefined;
    const to: Record<NotificationChannel, string | null | undefined> = { email: user.email, sms, in_app: null };
    const channels = (['email', 'sms', 'in_app'] as const)
      .filter((channel) => chosen[channel] && to[channel] !== undefined)
      .filter((channel) => !isActor || (recipient.audience === 'customer' && channel === 'email'))
      .map((channel) => ({ channel, to: to[channel] ?? null }));
    if (channels.length > 0) result.push({ ...recipient, name: user.name, language: user.language ?? marketLanguage ?? 'en', channels });
  }
  return result;
}
