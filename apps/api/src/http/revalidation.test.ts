import { etagOf, noneMatch } from './revalidation';

describe('ETags of public JSON', () => {
  it('names an answer by its content: the same bytes, the same weak tag; other bytes, another', () => {
    const tag = etagOf('{"markets":[]}');
    expect(tag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(etagOf(Buffer.from('{"markets":[]}'))).toBe(tag);
    expect(etagOf('{"markets":[{}]}')).not.toBe(tag);
  });

  it('compares If-None-Match weakly, in a list, and takes * for any version', () => {
    const tag = etagOf('x');
    expect(noneMatch(undefined, tag)).toBe(true);
    expect(noneMatch(tag, tag)).toBe(false);
    expect(noneMatch(tag.replace(/^W\//, ''), tag)).toBe(false);
    expect(noneMatch(`"other", ${tag}`, tag)).toBe(false);
    expect(noneMatch('*', tag)).toBe(false);
    expect(noneMatch('"other"', tag)).toBe(true);
  });
});
