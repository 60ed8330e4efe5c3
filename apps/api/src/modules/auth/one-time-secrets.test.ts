import { codeMatches, hashCode, hashLinkToken, newCode, newLinkToken } from './one-time-secrets';

describe('one-time secrets', () => {
  it('makes 6-digit codes, leading zeros kept', () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('makes 256-bit link tokens in base64url', () => {
    expect(newLinkToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newLinkToken()).not.toBe(newLinkToken());
    expect(hashLinkToken('abc')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches a code only against the hash made with the same salt', () => {
    const stored = hashCode('row-1', '012345');
    expect(codeMatches('row-1', '012345', stored)).toBe(true);
    expect(codeMatches('row-1', '012346', stored)).toBe(false);
    expect(codeMatches('row-2', '012345', stored)).toBe(false);
    expect(codeMatches('row-1', '012345', 'not-hex')).toBe(false);
  });
});
