import { postalCodeCandidates } from './coverage';

describe('postalCodeCandidates', () => {
  it.each([
    ['10001', ['10001']],
    ['10001-1234', ['100011234', '10001']],
    ['10001 1234', ['100011234', '10001']],
    ['2000', ['2000']],
    ['M5V 3L9', ['M5V3L9', 'M5V']],
    ['M5V', ['M5V']],
    ['SW1A 1AA', ['SW1A1AA']],
  ])('%s → %p', (code, candidates) => {
    expect(postalCodeCandidates(code)).toEqual(candidates);
  });
});
