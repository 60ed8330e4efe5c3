import type { LaunchPayload } from '../payload';
import type { MessageContent } from './message-content';

/** The launch email's words (docs/admin-markets.md): what opened, where to book, why this one email. */
export function launchMessage(p: LaunchPayload): MessageContent {
  return {
    subject: `We are live in ${p.marketName} — book now`,
    summary: `Handyhub now serves ${p.postalCode}, the area you asked us about. Pick a service and a time, and a vetted local pro comes to you.`,
    details: [
      { label: 'Market', value: p.marketName },
      { label: 'Your postal code', value: p.postalCode },
    ],
    reason: null,
    action: { label: 'Book now', path: `/market/${p.marketId}` },
    because: `you joined the waitlist for ${p.postalCode}. The waitlist sends this one email only`,
  };
}
