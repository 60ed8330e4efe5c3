import { suggestedTips, tipRoom, type TipState, tipWindowEnd } from './tip-rules';

const completedAt = new Date('2026-11-02T15:00:00Z');
const state = (changes: Partial<TipState> = {}): TipState => ({ status: 'completed', completedAt, totalMinor: 12_935, tipsMinor: [], ...changes });
const at = (days: number) => new Date(completedAt.getTime() + days * 24 * 3_600_000);

describe('tipRoom', () => {
  it('allows a tip of a completed job, up to its total, for 30 days', () => {
    expect(tipRoom(state(), at(1))).toEqual({ refusal: null, maxMinor: 12_935 });
    expect(tipRoom(state(), new Date(at(30).getTime() - 1))).toEqual({ refusal: null, maxMinor: 12_935 });
    expect(tipRoom(state(), at(30))).toEqual({ refusal: 'window_closed', maxMinor: 0 });
    expect(tipWindowEnd(completedAt)).toEqual(at(30));
  });

  it('refuses a job that is not completed', () => {
    expect(tipRoom(state({ status: 'confirmed', completedAt: null }), at(1)).refusal).toBe('not_completed');
    expect(tipRoom(state({ status: 'cancelled' }), at(1)).refusal).toBe('not_completed');
  });

  it('counts what was tipped already against the total, and at most 5 tips', () => {
    expect(tipRoom(state({ tipsMinor: [2_000, 935] }), at(1))).toEqual({ refusal: null, maxMinor: 10_000 });
    expect(tipRoom(state({ tipsMinor: [12_900] }), at(1))).toEqual({ refusal: 'nothing_left', maxMinor: 0 });
    expect(tipRoom(state({ tipsMinor: [100, 100, 100, 100, 100] }), at(1)).refusal).toBe('too_many');
  });

  it('caps one tip at 1000.00 whatever the job cost', () => {
    expect(tipRoom(state({ totalMinor: 500_000 }), at(1)).maxMinor).toBe(100_000);
  });
});

describe('suggestedTips', () => {
  it('offers 10, 15 and 20 % rounded half up to whole units', () => {
    // $129.35: 12.935 → 13, 19.40 → 19, 25.87 → 26.
    expect(suggestedTips(12_935, 100, 12_935)).toEqual([1_300, 1_900, 2_600]);
    // 15 % of $110.00 is exactly 16.50: half up.
    expect(suggestedTips(11_000, 100, 11_000)).toEqual([1_100, 1_700, 2_200]);
  });

  it('offers at least one unit, and no amount twice', () => {
    expect(suggestedTips(500, 100, 500)).toEqual([100]);
    expect(suggestedTips(1_000, 100, 1_000)).toEqual([100, 200]);
  });

  it('leaves out what the job no longer allows', () => {
    expect(suggestedTips(12_935, 100, 2_000)).toEqual([1_300, 1_900]);
    expect(suggestedTips(12_935, 100, 0)).toEqual([]);
  });

  it('rounds to whole yen in a currency without minor units', () => {
    expect(suggestedTips(12_345, 1, 12_345)).toEqual([1_235, 1_852, 2_469]);
  });
});
