import { escapeText, foldLine, icsUtc, toICalendar } from './ics';

const event = {
  uid: '3f1c2b9e-8d7a-4c21-9f0e-6b5a4d3c2b1a',
  start: new Date('2027-03-14T07:00:00Z'),
  end: new Date('2027-03-14T10:00:00.000Z'),
  stamp: new Date('2027-03-01T12:34:56.789Z'),
  sequence: 1,
  status: 'CONFIRMED' as const,
  summary: 'Home cleaning, 3 h; with Maria',
  location: '12 Main St, Apt 4\nBrooklyn, NY 11201',
  description: 'Back door \\ side gate',
};

describe('toICalendar', () => {
  it('writes one VEVENT with the job id as UID and UTC times, CRLF line ends', () => {
    const ics = toICalendar(event);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Handyhub//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:3f1c2b9e-8d7a-4c21-9f0e-6b5a4d3c2b1a',
      'DTSTAMP:20270301T123456Z',
      'DTSTART:20270314T070000Z',
      'DTEND:20270314T100000Z',
      'SEQUENCE:1',
      'STATUS:CONFIRMED',
      'SUMMARY:Home cleaning\\, 3 h\\; with Maria',
      'LOCATION:12 Main St\\, Apt 4\\nBrooklyn\\, NY 11201',
      'DESCRIPTION:Back door \\\\ side gate',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});

describe('iCalendar text', () => {
  it('formats UTC instants', () => {
    expect(icsUtc(new Date('2027-12-31T23:59:59.999Z'))).toBe('20271231T235959Z');
  });

  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\r\ne\rf\ng')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ü'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });
});
