import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import type { LanguageCode } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { intlFor } from '../../i18n/intl';
import { listServiceLines, type ServiceLine } from './service-lines.repository';

/** What a grid cell, the export and the roster hold at most (the contracts' bound). */
export const SUMMARY_MAX_LENGTH = 1000;

const words = defineMessages({
  serviceTimes: { id: 'api.market-jobs.service-times', defaultMessage: '{service} × {quantity, number}' },
});

/**
 * "Home cleaning × 2, Window cleaning": a job's services as one line, in the reader's language
 * (their names as translated, the list as the language writes one), cut to the contracts' bound.
 */
export function servicesSummary(intl: IntlShape<string>, lines: readonly ServiceLine[]): string {
  const items = lines.map((line) => (line.quantity > 1 ? intl.formatMessage(words.serviceTimes, { service: line.name, quantity: line.quantity }) : line.name));
  return intl.formatList(items, { type: 'unit' }).slice(0, SUMMARY_MAX_LENGTH);
}

/** Each job's summary in `language` (a job without services: ''), in one query for the whole page or batch. */
export async function servicesSummaries(db: Kysely<Database>, jobIds: readonly string[], language: LanguageCode): Promise<Map<string, string>> {
  const intl = intlFor(language);
  const lines = await listServiceLines(db, jobIds, language);
  return new Map(jobIds.map((id) => [id, servicesSummary(intl, lines.get(id) ?? [])]));
}

/** The rows with their `services_summary` in `language`. */
export async function withSummaries<R extends { id: string }>(db: Kysely<Database>, rows: R[], language: LanguageCode): Promise<Array<R & { services_summary: string }>> {
  const summaries = await servicesSummaries(db, rows.map((row) => row.id), language);
  return rows.map((row) => ({ ...row, services_summary: summaries.get(row.id) ?? '' }));
}
