import { cancellationTerms } from './cancellation-terms';
import { cancellationPolicySummary, cancellationTermsText } from './cancellation-text';
import { testIntl } from './test/test-intl';

const intl = testIntl('en');

const format = { dateTime: (iso: string) => `<${iso}>`, money: (minor: number) => `$${(minor / 100).toFixed(2)}` };
const start = '2026-03-05T14:00:00.000Z';
const terms = (freeCancellationHours: number, cancellationFeeBps: number, now?: number) =>
  cancellationTermsText(intl, cancellationTerms({ freeCancellationHours, cancellationFeeBps }, start, 15432, now), format);

describe('cancellationTermsText', () => {
  it('says until when cancelling is free and what it costs after', () => {
    expect(terms(24, 2000)).toBe(
      'Free cancellation until <2026-03-04T14:00:00.000Z> (24 hours before the start). After that, cancelling costs 20% of the price ($30.86).',
    );
  });

  it('says "1 hour", not "1 hours"', () => {
    expect(terms(1, 2000)).toContain('(1 hour before the start)');
    expect(terms(1, 2000, Date.parse(start))).toBe('The job starts in less than 1 hour, so cancelling it costs 20% of the price ($30.86).');
  });

  it('says when cancelling is always free', () => {
    expect(terms(24, 0)).toBe('You can cancel for free at any time before the job starts.');
  });
});

describe('cancellationTermsText of a job moved after its free period', () => {
  const moved = (now?: number) =>
    cancellationTermsText(
      intl,
      cancellationTerms({ freeCancellationHours: 24, cancellationFeeBps: 2000, freeCancellationUntil: '2026-02-20T14:00:00.000Z' }, start, 15432, now),
      format,
    );

  it('names the kept date, not "N hours before the start"', () => {
    expect(moved()).toBe(
      'Free cancellation until <2026-02-20T14:00:00.000Z>. After that, cancelling costs 20% of the price ($30.86). The job was moved after free cancellation had ended, so that date still applies.',
    );
    expect(moved(Date.parse('2026-02-21T00:00:00Z'))).toBe(
      'Free cancellation ended on <2026-02-20T14:00:00.000Z>, so cancelling it costs 20% of the price ($30.86). The job was moved after free cancellation had ended, so that date still applies.',
    );
  });
});

describe('cancellationPolicySummary', () => {
  it('states a market’s policy in the same words', () => {
    expect(cancellationPolicySummary(intl, { freeCancellationHours: 24, cancellationFeeBps: 2000 })).toBe(
      'Free cancellation until 24 hours before the start; after that, cancelling costs 20% of the price.',
    );
    expect(cancellationPolicySummary(intl, { freeCancellationHours: 1, cancellationFeeBps: 1250 })).toBe(
      'Free cancellation until 1 hour before the start; after that, cancelling costs 12.5% of the price.',
    );
    expect(cancellationPolicySummary(intl, { freeCancellationHours: 24, cancellationFeeBps: 0 })).toBe(
      'You can cancel for free at any time before the job starts.',
    );
  });
});

describe('cancellation terms in German', () => {
  const de = testIntl('de');
  const germanFormat = { dateTime: (iso: string) => `<${iso}>`, money: (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')}\u00a0€` };

  it('states the terms in whole German sentences', () => {
    expect(cancellationTermsText(de, cancellationTerms({ freeCancellationHours: 24, cancellationFeeBps: 2000 }, start, 15432), germanFormat)).toBe(
      'Kostenlose Stornierung bis <2026-03-04T14:00:00.000Z> (24 Stunden vor Beginn). Danach kostet eine Stornierung 20\u00a0% des Preises (30,86\u00a0€).',
    );
    expect(cancellationPolicySummary(de, { freeCancellationHours: 1, cancellationFeeBps: 1250 })).toBe(
      'Kostenlose Stornierung bis 1 Stunde vor Beginn; danach kostet eine Stornierung 12,5\u00a0% des Preises.',
    );
  });
});
