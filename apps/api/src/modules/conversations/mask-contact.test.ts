import { maskContact } from './mask-contact';

describe('maskContact', () => {
  it('masks email addresses and phone numbers as people write them', () => {
    expect(maskContact('Mail me at jane.doe+home@example.co.uk please')).toBe('Mail me at •••@••• please');
    expect(maskContact('Call +1 (212) 555-0147 or 0171 2345678\nthanks')).toBe('Call ••• or •••\nthanks');
    expect(maskContact('Ruf an: 030/12 34 56 78.')).toBe('Ruf an: •••.');
  });

  it('leaves short numbers, dates, times and links alone', () => {
    const text = 'Flat 12, 3rd floor, code 4521. See you 2026-11-24 at 14:30 or 24.11.2026. Map: https://maps.example.com/place/12345678?q=1';
    expect(maskContact(text)).toBe(text);
  });
});
