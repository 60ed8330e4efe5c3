import { isNotFound, NotFoundError } from './not-found';

describe('isNotFound', () => {
  it('recognises NotFoundError and anything carrying status 404', () => {
    expect(isNotFound(new NotFoundError('no such job'))).toBe(true);
    expect(isNotFound({ status: 404, statusText: 'Not Found' })).toBe(true);
  });

  it.each([new Error('boom'), { status: 500 }, null, undefined, 'Not found'])('treats %p as a real error', (error) => {
    expect(isNotFound(error)).toBe(false);
  });
});
