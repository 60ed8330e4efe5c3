import { isRated, ratingText } from './rating-text';
import { testIntl } from './test/test-intl';

const intl = testIntl('en');

describe('ratingText', () => {
  it('reads the average, to one decimal, with how many reviews it rests on', () => {
    expect(ratingText(intl, { average: 4.84, count: 23 })).toBe('4.8 out of 5 from 23 reviews');
    expect(ratingText(intl, { average: 5, count: 1 })).toBe('5.0 out of 5 from 1 review');
    expect(ratingText(intl, { average: 4.25, count: 1200 })).toBe('4.3 out of 5 from 1,200 reviews');
  });

  it('says when nobody has reviewed the provider yet', () => {
    expect(ratingText(intl, { average: null, count: 0 })).toBe('No reviews yet');
    expect(isRated({ average: null, count: 0 })).toBe(false);
    expect(isRated({ average: 4, count: 2 })).toBe(true);
  });
});

describe('ratingText in German', () => {
  it('uses a decimal comma and German plurals', () => {
    const de = testIntl('de');
    expect(ratingText(de, { average: 4.84, count: 1200 })).toBe('4,8 von 5 aus 1.200 Bewertungen');
    expect(ratingText(de, { average: 5, count: 1 })).toBe('5,0 von 5 aus 1 Bewertung');
    expect(ratingText(de, { average: null, count: 0 })).toBe('Noch keine Bewertungen');
  });
});
