import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A job's customer contact as stored: what must not leave the API before the provider accepts. */
export interface StoredContact {
  street: string;
  email: string;
  phone: string;
  postalCode: string;
  city: string;
}

export async function storedContactOf(db: Kysely<Database>, jobId: string): Promise<StoredContact> {
  const row = await db
    .selectFrom('jobs')
    .select(['address_line1', 'contact_email', 'contact_phone', 'address_postal_code', 'address_city'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return { street: row.address_line1!, email: row.contact_email!, phone: row.contact_phone!, postalCode: row.address_postal_code!, city: row.address_city! };
}

/** Which of the street, email and phone a text (a JSON body, a calendar file, a PDF's text, an email) carries. */
export function contactIn(text: string, contact: StoredContact): Array<'street' | 'email' | 'phone'> {
  const lower = text.toLowerCase();
  return (['street', 'email', 'phone'] as const).filter((field) => lower.includes(contact[field].toLowerCase()));
}

/** Whether the text names the area (postal code and city). */
export const areaIn = (text: string, contact: StoredContact) => text.includes(contact.postalCode) && text.includes(contact.city);

/** A calendar file's text with folded lines joined again (RFC 5545 §3.1), so a folded street is found. */
export const unfoldIcs = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
