import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import type { LaunchPayload } from '../payload';
import type { MessageContent } from './message-content';

const m = defineMessages({
  subject: { id: 'api.launch.subject', defaultMessage: 'We are live in {market} — book now' },
  summary: {
    id: 'api.launch.summary',
    defaultMessage: 'Handyhub now serves {postalCode}, the area you asked us about. Pick a service and a time, and a vetted local pro comes to you.',
  },
  market: { id: 'api.launch.detail.market', defaultMessage: 'Market' },
  postalCode: { id: 'api.launch.detail.postal-code', defaultMessage: 'Your postal code' },
  action: { id: 'api.launch.action', defaultMessage: 'Book now' },
  because: { id: 'api.launch.because', defaultMessage: 'You get this email because you joined the waitlist for {postalCode}. The waitlist sends this one email only.' },
});

/** The launch email's words (docs/admin-markets.md): what opened, where to book, why this one email. */
export function launchMessage(p: LaunchPayload, intl: IntlShape<string>): MessageContent {
  const values = { market: p.marketName, postalCode: p.postalCode };
  return {
    subject: intl.formatMessage(m.subject, values),
    summary: intl.formatMessage(m.summary, values),
    details: [
      { label: intl.formatMessage(m.market), value: p.marketName },
      { label: intl.formatMessage(m.postalCode), value: p.postalCode },
    ],
    reason: null,
    action: { label: intl.formatMessage(m.action), path: `/market/${p.marketId}` },
    because: intl.formatMessage(m.because, values),
  };
}
