import { respondByFor, respondByForAssignment } from './response-window';

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

describe('respondByForAssignment', () => {
  it('gives the provider the market’s window after the assignment', () => {
    expect(respondByForAssignment(market, placed, new Date('2027-03-05T10:00:00Z'))).toEqual(new Date('2027-03-01T12:00:00Z'));
  });

  it('lets a job inside the minimum notice wait for an answer until its start', () => {
    expect(respondByForAssignment(market, placed, new Date('2027-03-01T10:45:00Z'))).toEqual(new Date('2027-03-01T10:45:00Z'));
  });

  it('gives a job whose start has passed no window', () => {
    expect(respondByForAssignment(market, placed, new Date('2027-03-01T09:00:00Z'))).toEqual(placed);
  });
});
