import type { AccountExportRecord } from '@marketplace/contracts';
import type { JobServiceRow } from '../../booking';
import { intlFor } from '../../../i18n/intl';
import { servicesText } from '../../notifications';

export type ExportRecord = AccountExportRecord;

/** Instants as ISO strings; a missing one as null. */
export const iso = (at: Date | null | undefined): string | null => (at ? at.toISOString() : null);

/** "10001 New York": where a job was, without the street. */
export const areaOf = (postalCode: string | null, city: string | null): string => [postalCode, city].filter(Boolean).join(' ');

/** What every job record starts with, whichever side of the job the person was on. */
export function jobBasics(
  row: { id: string; market_name: string; time_zone: string; status: string; start_at: Date; end_at: Date },
  services: JobServiceRow[],
): ExportRecord {
  return {
    jobId: row.id,
    market: row.market_name,
    timeZone: row.time_zone,
    status: row.status,
    start: iso(row.start_at),
    end: iso(row.end_at),
    services: servicesText(intlFor('en'), services.filter((line) => line.job_id === row.id)),
  };
}
