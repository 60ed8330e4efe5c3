import { respondByFor } from './response-window';

const market = { response_window_minutes: 120, min_notice_minutes: 60 };
const placed = new Date('2027-03-01T10:00:00Z');

describe('respondByFor', () => {
  it('gives the provider the market’s window after the booking', () => {
    expect(respondByFor(market, placed, new Date('2027-03-05T10:00:00Z'))).toEqual(new Date('2027-03-01T12:00:00Z'));
  });

  it('ends the window by the start less the minimum notice when that comes first', () => {
    expect(respondByFor(market, placed, new Date('2027-03-01T12:30:00Z'))).toEqual(new Date('2027-03-01T11:30:00Z'));
  });

  it('never ends before the booking was placed', () => {
    expect(respondByFor(market, placed, new Date('2027-03-01T10:30:00Z'))).toEqual(placed);
  });
});
