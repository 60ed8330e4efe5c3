import type { AccountExportRecord } from '@marketplace/contracts';

export type ExportRecord = AccountExportRecord;

/** Instants as ISO strings; a missing one as null. */
export const iso = (at: Date | null | undefined): string | null => (at ? at.toISOString() : null);

/** "10001 New York": where a job was, without the street. */
export const areaOf = (postalCode: string | null, city: string | null): string => [postalCode, city].filter(Boolean).join(' ');
