import { jobsSearchParams, readJobsSearch } from './jobs-search';

const read = (search: string) => readJobsSearch(new URLSearchParams(search));

describe('the My jobs search', () => {
  it('reads the tab and page', () => {
    expect(read('?tab=past&page=2')).toEqual({ tab: 'past', page: 2 });
    expect(read('')).toEqual({ tab: 'upcoming', page: 1 });
  });

  it('falls back to the first upcoming page for anything else', () => {
    expect(read('?tab=archived&page=-3')).toEqual({ tab: 'upcoming', page: 1 });
    expect(read('?page=2.5')).toEqual({ tab: 'upcoming', page: 1 });
    expect(read('?page=abc')).toEqual({ tab: 'upcoming', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(jobsSearchParams({ tab: 'upcoming', page: 1 }).toString()).toBe('');
    expect(jobsSearchParams({ tab: 'past', page: 3 }).toString()).toBe('tab=past&page=3');
    expect(jobsSearchParams({ tab: 'upcoming', page: 2 }).toString()).toBe('page=2');
  });
});
