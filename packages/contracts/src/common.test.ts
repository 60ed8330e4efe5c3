import { emailSchema, optionalPhoneSchema } from './common';
import { englishIssueMessage } from './messages/issue-message';

describe('common field schemas', () => {
  it('normalises email addresses to lower case', () => {
    expect(emailSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(englishIssueMessage(emailSchema.safeParse('ana@').error?.issues[0]?.message ?? '')).toBe('Enter a valid email address');
  });

  it('treats an empty phone as none and explains a bad one', () => {
    expect(optionalPhoneSchema.parse('')).toBeUndefined();
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalPhoneSchema.parse(' +1 (212) 555-0100 ')).toBe('+1 (212) 555-0100');
    expect(englishIssueMessage(optionalPhoneSchema.safeParse('call me').error?.issues[0]?.message ?? '')).toMatch(/phone number/);
  });
});
