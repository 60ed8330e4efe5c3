import { ratingText } from './rating-text';

describe('ratingText', () => {
  it('gives the average and how many reviews it rests on', () => {
    expect(ratingText({ average: 4.8, count: 23 })).toBe('4.8 out of 5 · 23 reviews');
    expect(ratingText({ average: 5, count: 1 })).toBe('5.0 out of 5 · 1 review');
  });

  it('has nothing to say about a provider without reviews', () => {
    expect(ratingText({ average: null, count: 0 })).toBeNull();
  });
});
