import { getInitials } from './initials';

describe('getInitials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('  mary  ann   smith ')).toBe('MS');
  });

  it('handles one word, empty names and non-Latin letters', () => {
    expect(getInitials('Cher')).toBe('C');
    expect(getInitials('   ')).toBe('');
    expect(getInitials('Émile Zola')).toBe('ÉZ');
    expect(getInitials('𝓐lex 𝓑')).toBe('𝓐𝓑');
  });
});
