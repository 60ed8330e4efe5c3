import { pageCountOf } from './security-log-query';

describe('pageCountOf', () => {
  it('follows the estimate, but offers the next page whenever there is one and none past the last', () => {
    expect(pageCountOf({ page: 1, pageSize: 50, totalEstimate: 120, hasNextPage: true })).toBe(3);
    expect(pageCountOf({ page: 3, pageSize: 50, totalEstimate: 100, hasNextPage: true })).toBe(4);
    expect(pageCountOf({ page: 2, pageSize: 50, totalEstimate: 500, hasNextPage: false })).toBe(2);
  });
});
