import { ratingText } from './rating-text';

describe('ratingText', () => {
  it('reads a rating with its count', () => {
    expect(ratingText({ average: 4.84, count: 23 })).toBe('4.8 out of 5 from 23 reviews');
    expect(ratingText({ average: 5, count: 1 })).toBe('5.0 out of 5 from 1 review');
  });

  it('says when there is no review yet', () => {
    expect(ratingText({ average: null, count: 0 })).toBe('New on Handyhub — no reviews yet');
  });
});
