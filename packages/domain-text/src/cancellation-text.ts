import { defineMessage, type IntlShape } from 'react-intl';
import type { CancellationPolicy, CancellationTerms } from './cancellation-terms';
import { percentText } from './quantities';

/** How the caller shows an instant (in the market's zone) and an amount (in its currency), in the page's locale. */
export interface TermsFormat {
  dateTime: (iso: string) => string;
  money: (amountMinor: number) => string;
}

const alwaysFree = defineMessage({ id: 'domain-text.cancellation.always-free', defaultMessage: 'You can cancel for free at any time before the job starts.' });

/**
 * One job's cancellation terms in one sentence or two, in the page's language, e.g. "Free
 * cancellation until Mar 4, 2026, 9:00 AM EST (24 hours before the start). After that,
 * cancelling costs 20% of the price ($30.86)." Each case is one whole message, so a
 * translation can order its parts as its language needs.
 */
export function cancellationTermsText(intl: IntlShape, terms: CancellationTerms, { dateTime, money }: TermsFormat): string {
  if (terms.kind === 'always-free') return intl.formatMessage(alwaysFree);
  const values = { deadline: dateTime(terms.freeUntil), hours: terms.hours, percent: percentText(intl, terms.feeBps), fee: money(terms.feeMinor) };
  if (terms.kind === 'fee-from-now') {
    if (terms.keptAfterMove) {
      return intl.formatMessage(
        {
          id: 'domain-text.cancellation.fee-now-kept',
          defaultMessage:
            'Free cancellation ended on {deadline}, so cancelling it costs {percent} of the price ({fee}). The job was moved after free cancellation had ended, so that date still applies.',
        },
        values,
      );
    }
    return intl.formatMessage(
      {
        id: 'domain-text.cancellation.fee-now',
        defaultMessage: 'The job starts in less than {hours, plural, one {# hour} other {# hours}}, so cancelling it costs {percent} of the price ({fee}).',
      },
      values,
    );
  }
  if (terms.keptAfterMove) {
    return intl.formatMessage(
      {
        id: 'domain-text.cancellation.free-until-kept',
        defaultMessage:
          'Free cancellation until {deadline}. After that, cancelling costs {percent} of the price ({fee}). The job was moved after free cancellation had ended, so that date still applies.',
      },
      values,
    );
  }
  if (terms.hours > 0) {
    return intl.formatMessage(
      {
        id: 'domain-text.cancellation.free-until-hours',
        defaultMessage:
          'Free cancellation until {deadline} ({hours, plural, one {# hour} other {# hours}} before the start). After that, cancelling costs {percent} of the price ({fee}).',
      },
      values,
    );
  }
  return intl.formatMessage(
    { id: 'domain-text.cancellation.free-until', defaultMessage: 'Free cancellation until {deadline}. After that, cancelling costs {percent} of the price ({fee}).' },
    values,
  );
}

/** A market's policy before any job exists: "Free cancellation until 24 hours before the start; …". */
export function cancellationPolicySummary(intl: IntlShape, policy: CancellationPolicy): string {
  if (policy.cancellationFeeBps === 0) return intl.formatMessage(alwaysFree);
  const percent = percentText(intl, policy.cancellationFeeBps);
  const hours = policy.freeCancellationHours;
  if (hours > 0) {
    return intl.formatMessage(
      {
        id: 'domain-text.cancellation.policy-hours',
        defaultMessage: 'Free cancellation until {hours, plural, one {# hour} other {# hours}} before the start; after that, cancelling costs {percent} of the price.',
      },
      { hours, percent },
    );
  }
  return intl.formatMessage(
    { id: 'domain-text.cancellation.policy-start', defaultMessage: 'Free cancellation until the start; after that, cancelling costs {percent} of the price.' },
    { percent },
  );
}
