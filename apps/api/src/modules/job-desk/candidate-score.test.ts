import { adjustedRating, rankCandidates, scoreCandidate } from './candidate-score';

const HOUR_MS = 3_600_000;
const job = { start: new Date('2030-03-05T14:00:00Z'), end: new Date('2030-03-05T16:00:00Z') };
const provider = (id: string, average: number | null, count: number) => ({ id, displayName: id, pictureUrl: null, rating: { average, count } });
const at = (hours: number) => new Date(job.start.getTime() + hours * HOUR_MS);

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
