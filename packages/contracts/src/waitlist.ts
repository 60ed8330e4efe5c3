import { z } from 'zod';

/** Postal codes as people type them: letters, digits, a space or a dash (US, CA, UK, DE, AU...). */
export const postalCodeSchema = z
  .string()
  .trim()
  .min(3, 'Enter a postal code')
  .max(10, 'That postal code is too long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$/, 'Use letters, digits, spaces or dashes only')
  .transform((code) => code.toUpperCase().replace(/\s+/g, ' '));

export const emailSchema = z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address'));

/** POST /api/waitlist: ask to be told when we open in a postal code. */
export const joinWaitlistSchema = z.object({
  postalCode: postalCodeSchema,
  email: emailSchema,
});

export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;
export type JoinWaitlist = z.output<typeof joinWaitlistSchema>;

export const WAITLIST_PATH = '/api/waitlist';
