import { z } from './zod';
import { emailSchema, uuidSchema } from './common';
import { routes } from './routes';
import { endpoint, noContent } from './endpoint';
import { v } from './messages/validation-messages';

/** Postal codes as people type them: letters, digits, a space or a dash (US, CA, UK, DE, AU...). */
export const postalCodeSchema = z.pipe(z.string().check(z.trim(), z.minLength(3, v.enterAPostalCode), z.maxLength(10, v.thatPostalCodeIsTooLong), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9]$/, v.useLettersDigitsSpacesOrDashes)), z.transform((code) => code.toUpperCase().replace(/\s+/g, ' ')));

export const joinWaitlistSchema = z.object({
  postalCode: postalCodeSchema,
  email: emailSchema,
});

export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;
export type JoinWaitlist = z.output<typeof joinWaitlistSchema>;

/** A waitlist entry's unsubscribe token: random, stored with the entry (migration 0026). */
export const waitlistTokenSchema = uuidSchema;

export const waitlistEndpoints = {
  join: endpoint({
    ...routes['waitlist.join'],
    access: 'public',
    rateLimit: 'waitlist',
    summary: 'Ask to be told when a postal code is served (joining twice is fine)',
    tags: ['waitlist'],
    body: joinWaitlistSchema,
    response: noContent,
    status: 204,
  }),
  /** docs/admin-markets.md, "The launch email": the token of its link is the permission. */
  unsubscribe: endpoint({
    ...routes['waitlist.unsubscribe'],
    access: 'public',
    rateLimit: 'unsubscribe',
    summary: "Leave the waitlist from the launch email's link (no account needed; the token is the permission)",
    tags: ['waitlist'],
    body: z.object({ token: waitlistTokenSchema }),
    response: noContent,
    status: 204,
  }),
  unsubscribeOneClick: endpoint({
    ...routes['waitlist.unsubscribeOneClick'],
    access: 'public',
    summary: 'RFC 8058 one-click unsubscribe of the launch email: the mail provider posts List-Unsubscribe=One-Click (form-encoded or multipart); no CSRF header needed',
    tags: ['waitlist'],
    query: z.object({ token: waitlistTokenSchema }),
    consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
    response: noContent,
    status: 204,
  }),
};
