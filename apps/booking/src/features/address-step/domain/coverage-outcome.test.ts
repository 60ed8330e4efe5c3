import type { MarketSummary } from '@marketplace/contracts';
import { coverageOutcome } from './coverage-outcome';

const market = (id: string, status: MarketSummary['status'] = 'live'): MarketSummary => ({
  id,
  name: id,
  timeZone: 'America/New_York',
  currency: 'USD',
  language: 'en',
  status,
  serviceArea: '',
});

describe('coverageOutcome', () => {
  it('goes on when the chosen market serves the code', () => {
    expect(coverageOutcome({ status: 'live', market: market('nyc') }, 'nyc')).toEqual({ kind: 'in-market' });
  });

  it('offers a switch when another live market serves it', () => {
    expect(coverageOutcome({ status: 'live', market: market('boston') }, 'nyc')).toEqual({ kind: 'other-market', market: market('boston') });
  });

  it('sends to the waitlist when no live market serves it', () => {
    expect(coverageOutcome({ status: 'coming_soon', market: market('austin', 'coming_soon') }, 'nyc')).toEqual({ kind: 'not-covered' });
    expect(coverageOutcome({ status: 'none', market: null }, 'nyc')).toEqual({ kind: 'not-covered' });
    expect(coverageOutcome({ status: 'live', market: null }, 'nyc')).toEqual({ kind: 'not-covered' });
  });
});
