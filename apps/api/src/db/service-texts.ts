import type { LanguageCode } from '@marketplace/contracts';
import { type RawBuilder, sql } from 'kysely';

/**
 * A service's name or description as a reader of `language` reads it: its translation
 * (`service_translations`, migration 0031) when it has one, else `fallback`, the column holding
 * the English (`services.name`, or a job's `job_services.name`, the name it was booked under).
 * English reads the fallback as it is. An empty translated description falls back too: the
 * German name may come before its description.
 */
export function serviceText(language: LanguageCode, field: 'name' | 'description', serviceId: string, fallback: string): RawBuilder<string> {
  if (language === 'en') return sql<string>`${sql.ref(fallback)}`;
  return sql<string>`coalesce((select nullif(st.${sql.raw(field)}, '') from service_translations st where st.service_id = ${sql.ref(serviceId)} and st.language = ${language}), ${sql.ref(fallback)})`;
}

/** `serviceText` of the `services` row in the query: its name in `language`. */
export const serviceNameIn = (language: LanguageCode, table = 'services') => serviceText(language, 'name', `${table}.id`, `${table}.name`);

/** `serviceText` of the `services` row in the query: its description in `language`. */
export const serviceDescriptionIn = (language: LanguageCode, table = 'services') => serviceText(language, 'description', `${table}.id`, `${table}.description`);
