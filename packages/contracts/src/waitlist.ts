import { z } from 'zod';
import { emailSchema } from './common';
import { routes } from './routes';
import { endpoint, noContent } from './endpoint';

/** Postal codes as people type them: letters, digits, a space or a dash (US, CA, UK, DE, AU...). */
export const postalCodeSchema = z
  .string()
  .trim()
  .min(3, 'Enter a postal code')
  .max(10, 'That postal code is too long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$/, 'Use letters, digits, spaces or dashes only')
  .transform((code) => code.toUpperCase().replace(/\s+/g, ' '));

export const joinWaitlistSchema = z.object({
  postalCode: postalCodeSchema,
  email: emailSchema,
});

export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;
export type JoinWaitlist = z.output<typeof joinWaitlistSchema>;

export const waitlistEndpoints = {
  join: endpoint({
    ...routes['waitlist.join'],
    access: 'public',
    summary: 'Ask to be told when a postal code is served (joining twice is fine)',
    tags: ['waitlist'],
    body: joinWaitlistSchema,
    response: noContent,
    status: 204,
  }),
};
