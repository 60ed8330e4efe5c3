import { joinWaitlistSchema } from './waitlist';
import { englishIssueMessage } from './messages/issue-message';

describe('joinWaitlistSchema', () => {
  it.each([
    ['10001', '10001'],
    ['m5v 3l9', 'M5V 3L9'],
    ['SW1A  1AA', 'SW1A 1AA'],
    [' 2000 ', '2000'],
  ])('accepts the postal code %p as %p', (postalCode, normalised) => {
    expect(joinWaitlistSchema.parse({ postalCode, email: 'ana@example.com' }).postalCode).toBe(normalised);
  });

  it('explains what is wrong with each field', () => {
    const result = joinWaitlistSchema.safeParse({ postalCode: '1$', email: 'not-an-email' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), englishIssueMessage(issue.message)]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['postalCode', 'Enter a postal code'],
        ['email', 'Enter a valid email address'],
      ]),
    );
  });
});
