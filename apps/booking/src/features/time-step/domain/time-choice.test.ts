import { completeDraft, hold, slots } from '../../../test/fixtures';
import { isOffered, timeChoice } from './time-choice';

const before = Date.parse('2026-03-01T15:05:00.000Z');
const after = Date.parse('2026-03-01T15:11:00.000Z');

describe('timeChoice', () => {
  it('keeps a running hold on the same time', () => {
    expect(timeChoice(completeDraft, hold.start, before)).toEqual({ draft: completeDraft });
  });

  it('drops a hold on another time and gives it back', () => {
    const choice = timeChoice(completeDraft, '2026-03-02T15:00:00.000Z', before);
    expect(choice.draft).toMatchObject({ start: '2026-03-02T15:00:00.000Z', hold: undefined, contact: completeDraft.contact });
    expect(choice.releaseHoldId).toBe(hold.id);
  });

  it('drops a hold that ran out, even on the same time, without giving it back', () => {
    const choice = timeChoice(completeDraft, hold.start, after);
    expect(choice.draft).toMatchObject({ start: hold.start, hold: undefined });
    expect(choice.releaseHoldId).toBeUndefined();
  });

  it('just sets the start when nothing is held', () => {
    expect(timeChoice({ ...completeDraft, hold: undefined, start: undefined }, hold.start, before).draft.start).toBe(hold.start);
  });
});

describe('isOffered', () => {
  it('finds a start among the slots', () => {
    expect(isOffered(slots, '2026-03-03T13:00:00.000Z')).toBe(true);
    expect(isOffered(slots, '2026-03-03T14:00:00.000Z')).toBe(false);
    expect(isOffered(slots, undefined)).toBe(false);
  });
});
