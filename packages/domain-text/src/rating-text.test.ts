import { isRated, ratingText } from './rating-text';

describe('ratingText', () => {
  it('reads the average, to one decimal, with how many reviews it rests on', () => {
    expect(ratingText({ average: 4.84, count: 23 }, 'en')).toBe('4.8 out of 5 from 23 reviews');
    expect(ratingText({ average: 5, count: 1 }, 'en')).toBe('5.0 out of 5 from 1 review');
    expect(ratingText({ average: 4.25, count: 1200 }, 'en')).toBe('4.3 out of 5 from 1,200 reviews');
  });

  it('says when nobody has reviewed the provider yet', () => {
    expect(ratingText({ average: null, count: 0 }, 'en')).toBe('No reviews yet');
    expect(isRated({ average: null, count: 0 })).toBe(false);
    expect(isRated({ average: 4, count: 2 })).toBe(true);
  });
});
