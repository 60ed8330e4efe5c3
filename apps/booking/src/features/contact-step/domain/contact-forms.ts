import { jobContactSchema, passwordSchema, type JobContact, type SessionUser } from '@marketplace/contracts';
import { z } from '@marketplace/contracts/zod';

/** A new customer: the job's contact details are also their account's, plus a password. */
export const newCustomerSchema = z.extend(jobContactSchema, { password: passwordSchema });

/** What the contact form starts with: the draft's details, else the account's. */
export function contactDefaults(contact: JobContact | undefined, user: SessionUser | null): JobContact {
  if (contact) return contact;
  return { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' };
}
