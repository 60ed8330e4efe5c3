import { AnswerCache } from './answer-cache';

const answer = (body: string) => ({ body, etag: `W/"${body}"`, contentType: 'application/json; charset=utf-8' });

function listeningCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const cache = new AnswerCache({ ttlMs: options.ttlMs ?? 30_000, maxEntries: options.maxEntries ?? 10, clock: () => now });
  cache.setListening(true);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('AnswerCache', () => {
  it('keeps an answer begun in the current generation', () => {
    const { cache } = listeningCache();
    expect(cache.store('/a', cache.begin(), answer('a'))).toBe(true);
    expect(cache.get('/a')).toMatchObject(answer('a'));
  });

  it('refuses an answer begun before a change was announced, and forgets what it had', () => {
    const { cache } = listeningCache();
    cache.store('/old', cache.begin(), answer('old'));
    const begun = cache.begin();
    cache.changed();
    expect(cache.store('/a', begun, answer('stale'))).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/old')).toBeUndefined();
    expect(cache.store('/a', cache.begin(), answer('fresh'))).toBe(true);
  });

  it('neither answers nor keeps while not listening, and starts afresh when listening again', () => {
    const { cache } = listeningCache();
    cache.store('/a', cache.begin(), answer('a'));
    const begun = cache.begin();
    cache.setListening(false);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.store('/a', cache.begin(), answer('a'))).toBe(false);
    cache.setListening(true);
    expect(cache.size).toBe(0);
    // Begun while not listening: a change in that time went unannounced.
    expect(cache.store('/a', begun, answer('a'))).toBe(false);
  });

  it('drops an entry once its time to live has passed', () => {
    const { cache, advance } = listeningCache({ ttlMs: 30_000 });
    cache.store('/a', cache.begin(), answer('a'));
    advance(29_999);
    expect(cache.get('/a')).toBeDefined();
    advance(1);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const { cache } = listeningCache({ maxEntries: 2 });
    cache.store('/a', cache.begin(), answer('a'));
    cache.store('/b', cache.begin(), answer('b'));
    cache.get('/a');
    cache.store('/c', cache.begin(), answer('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
  });
});
