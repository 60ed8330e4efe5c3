import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A page of the provider's reviews, newest first, with the customer's name (the service keeps
 * the first name); null for a customer who deleted their account.
 */
export async function listReviewPage(db: Kysely<Database>, providerId: string, page: { offset: number; limit: number }) {
  return db
    .selectFrom('reviews')
    .innerJoin('jobs', 'jobs.id', 'reviews.job_id')
    .innerJoin('users', 'users.id', 'jobs.customer_id')
    .select(['reviews.rating', 'reviews.comment', 'reviews.created_at', sql<string | null>`case when users.deleted_at is null then users.name end`.as('name')])
    .where('jobs.provider_id', '=', providerId)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.job_id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countReviews(db: Kysely<Database>, providerId: string): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .innerJoin('jobs', 'jobs.id', 'reviews.job_id')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('jobs.provider_id', '=', providerId)
    .executeTakeFirstOrThrow();
  return row.count;
}
