import { z } from '@marketplace/contracts/zod';
import { publicAnswerKey } from './answer-key';

const endpoint = {
  params: z.object({ marketId: z.string().check(z.trim(), z.toLowerCase()) }),
  query: z.object({ page: z._default(z.coerce.number().check(z.int()), 1), sort: z.optional(z.enum(['name', 'rating'])) }),
};

describe('publicAnswerKey', () => {
  it('is the same for the same validated request, whatever the order of the query or any junk in it', () => {
    const first = publicAnswerKey('providers.list', endpoint, { params: { marketId: 'nyc' }, query: { page: '2', sort: 'name' }, headers: {} });
    const second = publicAnswerKey('providers.list', endpoint, { params: { marketId: ' NYC ' }, query: { junk: 'x', sort: 'name', page: '2', more: ['1', '2'] }, headers: {} });
    expect(first).toBeDefined();
    expect(second).toBe(first);
  });

  it('differs when the validated request differs, defaults filled in', () => {
    const key = (query: Record<string, string>) => publicAnswerKey('providers.list', endpoint, { params: { marketId: 'nyc' }, query, headers: {} });
    expect(key({})).toBe(key({ page: '1' }));
    expect(key({ page: '2' })).not.toBe(key({ page: '1' }));
    expect(publicAnswerKey('markets.get', endpoint, { params: { marketId: 'nyc' }, query: {}, headers: {} })).not.toBe(key({}));
  });

  it('is undefined for a request that fails validation (it is never kept)', () => {
    expect(publicAnswerKey('providers.list', endpoint, { params: { marketId: 'nyc' }, query: { page: 'many' }, headers: {} })).toBeUndefined();
  });

  it('ignores the query of an endpoint that takes none', () => {
    const withoutQuery = { params: endpoint.params };
    expect(publicAnswerKey('markets.get', withoutQuery, { params: { marketId: 'nyc' }, query: { a: '1', b: '2' }, headers: {} })).toBe(
      publicAnswerKey('markets.get', withoutQuery, { params: { marketId: 'nyc' }, query: {}, headers: {} }),
    );
  });

  it('keeps one answer per language the reader asks for', () => {
    const asked = (headers: Record<string, string>) => publicAnswerKey('markets.get', endpoint, { params: { marketId: 'nyc' }, query: {}, headers });
    expect(asked({ 'accept-language': 'de-DE' })).not.toBe(asked({}));
    expect(asked({ 'accept-language': 'de-DE' })).toBe(asked({ cookie: 'lang=de' }));
    expect(asked({ 'accept-language': 'fr' })).toBe(asked({}));
  });
});
