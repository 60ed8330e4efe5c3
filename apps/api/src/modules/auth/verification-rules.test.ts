import { codeMatches } from './one-time-secrets';
import { english, type ErrorText } from '../../http/error-messages/localized';
import { codeWindow, freshSecrets, judgeCode as judgeCodeText, judgeLink as judgeLinkText } from './verification-rules';

const said = (text: ErrorText | null) => text && english(text);
const judgeCode = (...input: Parameters<typeof judgeCodeText>) => said(judgeCodeText(...input));
const judgeLink = (...input: Parameters<typeof judgeLinkText>) => said(judgeLinkText(...input));

const now = new Date('2026-03-01T12:00:00Z');
const { expiresAt } = codeWindow(now);

describe('a code', () => {
  it('is valid 15 minutes, and may be asked for again after a minute', () => {
    expect(codeWindow(now)).toEqual({ expiresAt: new Date('2026-03-01T12:15:00Z'), resendAfter: new Date('2026-03-01T12:01:00Z') });
    expect(judgeCode({ tries: 1, expiresAt, now: new Date('2026-03-01T12:14:59Z'), matches: true })).toBeNull();
    expect(judgeCode({ tries: 1, expiresAt, now: expiresAt, matches: true })).toBe('This code has expired: ask for a new one');
  });

  it('has 5 tries: each wrong one says how many are left, the 6th is refused even when right', () => {
    expect([1, 2, 3, 4, 5].map((tries) => judgeCode({ tries, expiresAt, now, matches: false }))).toEqual([
      'That code is not right: 4 tries left',
      'That code is not right: 3 tries left',
      'That code is not right: 2 tries left',
      'That code is not right: 1 try left',
      'That code is not right, and that was the last try: ask for a new one',
    ]);
    expect(judgeCode({ tries: 5, expiresAt, now, matches: true })).toBeNull();
    expect(judgeCode({ tries: 6, expiresAt, now, matches: true })).toBe('You have used every try of this code: ask for a new one');
  });

  it('is stored as a hash salted with its link token’s hash', () => {
    const secrets = freshSecrets();
    expect(secrets.codeHash).not.toContain(secrets.code);
    expect(codeMatches(secrets.tokenHash, secrets.code, secrets.codeHash)).toBe(true);
  });
});

describe('a link', () => {
  it('works once, until it expires', () => {
    expect(judgeLink({ usedAt: null, expiresAt }, now)).toBeNull();
    expect(judgeLink(undefined, now)).toBe('This link is not valid: ask for a new one');
    expect(judgeLink({ usedAt: now, expiresAt }, now)).toBe('This link was already used');
    expect(judgeLink({ usedAt: null, expiresAt }, expiresAt)).toBe('This link has expired: ask for a new one');
  });
});
