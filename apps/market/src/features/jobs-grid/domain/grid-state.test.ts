import { defaultGridState, readGridState, writeGridState } from './grid-state';

describe('grid state in the URL', () => {
  it('round-trips every field next to the params it does not own', () => {
    const state = { statuses: ['requested', 'unassigned'] as const, providerId: '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11', serviceId: 'home-cleaning', from: '2026-03-01', to: '2026-03-31', q: 'Reference 1A2B', sort: 'total' as const, dir: 'asc' as const, page: 4, pageSize: 50 };
    const params = writeGridState(new URLSearchParams('tab=jobs'), { ...state, statuses: [...state.statuses] });
    expect(params.get('tab')).toBe('jobs');
    expect(readGridState(new URLSearchParams(params.toString()))).toEqual({ ...state, statuses: [...state.statuses] });
  });

  it('leaves the defaults out of the URL', () => {
    expect(writeGridState(new URLSearchParams('tab=jobs&page=3&sort=total'), defaultGridState).toString()).toBe('tab=jobs');
  });

  it('falls back to the defaults for what a hand-edited URL gets wrong', () => {
    expect(readGridState(new URLSearchParams('status=held,confirmed&provider=x&sort=password&dir=up&page=-1&size=1000&from=yesterday'))).toEqual({ ...defaultGridState, statuses: ['confirmed'] });
  });
});
