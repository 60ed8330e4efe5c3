import { compareCatalogues } from './compare';

describe('compareCatalogues', () => {
  const source = {
    'booking.title': 'Book a job',
    'booking.jobs': '{count, plural, one {# job} other {# jobs}} on {day, date, long}',
  };

  it('passes a complete translation with the same arguments', () => {
    const german = { 'booking.title': 'Auftrag buchen', 'booking.jobs': '{count, plural, one {# Auftrag} other {# Aufträge}} am {day, date, long}' };
    expect(compareCatalogues('booking.', source, german)).toEqual([]);
  });

  it('names a missing, a leftover and a malformed message', () => {
    const german = { 'booking.jobs': '{count, plural, one {# Auftrag}', 'booking.old': 'Alt' };
    expect(compareCatalogues('booking.', source, german)).toEqual([
      { id: 'booking.title', problem: 'is not translated' },
      { id: 'booking.jobs', problem: expect.stringMatching(/^does not parse/) },
      { id: 'booking.old', problem: 'is no longer in the code' },
    ]);
  });

  it('refuses a translation whose arguments differ, in name or kind', () => {
    const german = { 'booking.title': 'Auftrag buchen für {name}', 'booking.jobs': '{count} Aufträge am {day, date, long}' };
    expect(compareCatalogues('booking.', source, german)).toEqual([
      { id: 'booking.title', problem: 'has arguments name (argument), the English has none' },
      { id: 'booking.jobs', problem: 'has arguments count (argument), day (date), the English has count (plural), day (date)' },
    ]);
  });

  it('refuses an id outside the owner’s prefix', () => {
    expect(compareCatalogues('market.', { 'booking.title': 'Book' }, { 'booking.title': 'Buchen' })).toEqual([
      { id: 'booking.title', problem: 'does not start with "market."' },
    ]);
  });
});
