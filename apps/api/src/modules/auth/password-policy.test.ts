import { PASSWORD_MIN_LENGTH } from '@marketplace/contracts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { assertStrongPassword } from './password-policy';
import { englishIssueMessage } from '@marketplace/contracts/messages';

const refusal = (password: string, details = {}) => {
  try {
    assertStrongPassword('password', password, details);
    return null;
  } catch (error) {
    return (error as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors;
  }
};

describe('the password rule of sign-up, reset and create-admin', () => {
  it('wants at least 12 characters, as the contracts say', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    // The field's message is the contract's id; the error handler words it for the reader.
    expect(refusal('quilt-harbr')?.password?.map((message) => englishIssueMessage(message))).toEqual(['Use at least 12 characters']);
    expect(refusal('quilt-harbor-tangerine')).toBeNull();
    // The demo password is seeded, never checked for strength, but it is long enough too.
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
  });

  it('refuses a guessable one, the person’s own name and email counting as guessable', () => {
    expect(refusal('password1234')).toEqual({ password: [expect.stringMatching(/commonly used/)] });
    expect(refusal('gracehopper1906', { name: 'Grace Hopper', email: 'grace.hopper@example.org' })).toEqual({ password: [expect.stringMatching(/personal/)] });
  });
});
