import type { ColumnType } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string, defaulted by the database. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
