import { intlFor } from '../../i18n/intl';
import { adjustedRating, rankCandidates, scoreCandidate as scoreIn } from './candidate-score';

const HOUR_MS = 3_600_000;
const job = { start: new Date('2030-03-05T14:00:00Z'), end: new Date('2030-03-05T16:00:00Z') };
const provider = (id: string, average: number | null, count: number) => ({ id, displayName: id, pictureUrl: null, rating: { average, count } });
const at = (hours: number) => new Date(job.start.getTime() + hours * HOUR_MS);
const scoreCandidate = (facts: Parameters<typeof scoreIn>[1], forJob: typeof job) => scoreIn(intlFor('en'), facts, forJob);

describe('the candidate score', () => {
  it('pulls few reviews towards 4.0, so one 5★ review does not beat 4.8★ over 35', () => {
    expect(adjustedRating(5, 1)).toBeCloseTo(25 / 6);
    expect(adjustedRating(4.8 * 35, 35)).toBeGreaterThan(adjustedRating(5, 1));
    expect(adjustedRating(0, 0)).toBe(4);
  });

  it('adds rating, load and travel fit, each with its reason', () => {
    const free = scoreCandidate({ provider: provider('a', 4.8, 35), ratingSum: 168, dayJobs: [], declinedBefore: false }, job);
    expect(free.parts.map((part) => part.points)).toEqual([47, 30, 20]);
    expect(free.score).toBe(97);
    expect(free.reasons).toEqual(['4.8★ over 35 reviews', 'No other job that day', 'Nothing booked right before or after']);

    const squeezed = scoreCandidate(
      { provider: provider('b', null, 0), ratingSum: 0, dayJobs: [{ start: at(-3), end: at(-1.5) }, { start: at(2.5), end: at(4) }], declinedBefore: false },
      job,
    );
    // 40 + 30 × (1 − 2/4) + 20 × 30/120
    expect(squeezed.score).toBe(40 + 15 + 5);
    expect(squeezed.reasons).toEqual(['No reviews yet', '2 other jobs that day', '90 min free before, 30 min free after']);
  });

  it('ranks by score, then name; who declined the job comes last', () => {
    const score = (id: string, sum: number, count: number, declinedBefore = false) =>
      scoreCandidate({ provider: provider(id, count ? sum / count : null, count), ratingSum: sum, dayJobs: [], declinedBefore }, job);
    const ranked = rankCandidates([score('c', 0, 0), score('declined', 500, 100, true), score('b', 500, 100), score('a', 0, 0)]);
    expect(ranked.map((candidate) => candidate.provider.id)).toEqual(['b', 'a', 'c', 'declined']);
    expect(ranked.at(-1)!.reasons[0]).toBe('Declined this job before');
  });
});

describe('the reasons in the reader’s language', () => {
  const inGerman = (facts: Parameters<typeof scoreIn>[1]) => scoreIn(intlFor('de'), facts, job).reasons;

  it('words every reason in German, numbers and durations as German writes them', () => {
    expect(inGerman({ provider: provider('a', 4.8, 35), ratingSum: 168, dayJobs: [], declinedBefore: true })).toEqual([
      'Hat diesen Auftrag schon einmal abgelehnt',
      '4,8★ bei 35 Bewertungen',
      'Keine weiteren Aufträge an diesem Tag',
      'Direkt davor und danach nichts gebucht',
    ]);
    expect(inGerman({ provider: provider('b', 4, 1), ratingSum: 4, dayJobs: [{ start: at(-3), end: at(-1.5) }, { start: at(2.5), end: at(4) }], declinedBefore: false })).toEqual([
      '4,0★ bei 1 Bewertung',
      '2 weitere Aufträge an diesem Tag',
      '90 Min. frei davor, 30 Min. frei danach',
    ]);
    expect(inGerman({ provider: provider('c', null, 0), ratingSum: 0, dayJobs: [{ start: at(-6), end: at(-3.5) }], declinedBefore: false })).toEqual([
      'Noch keine Bewertungen',
      '1 weiterer Auftrag an diesem Tag',
      '3 Std. 30 Min. frei davor',
    ]);
  });

  it('keeps the English as it was', () => {
    const english = scoreIn(intlFor('en'), { provider: provider('c', 4, 1), ratingSum: 4, dayJobs: [{ start: at(4), end: at(5) }], declinedBefore: false }, job).reasons;
    expect(english).toEqual(['4.0★ over 1 review', '1 other job that day', '2 h free after']);
  });
});
