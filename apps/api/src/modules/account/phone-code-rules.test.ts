import { codeSalt, codeTimes, sendRefusal, verifyRefusal, wrongCode } from './phone-code-rules';
import { samePhone } from './phone-numbers';

const NOW = new Date('2031-03-04T10:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const open = (over: Partial<{ phone: string; attempts: number; expiresAt: Date; resendAfter: Date }> = {}) => ({
  phone: '+1 212 555 0100',
  attempts: 0,
  expiresAt: at(15 * 60),
  resendAfter: at(60),
  ...over,
});
const unverified = { phone: '+1 212 555 0100', phoneVerified: false };
const fieldErrors = (error: unknown) => (error as { details: { fieldErrors?: Record<string, string[]> } }).details.fieldErrors;

describe('one phone, however it is written', () => {
  it('treats spaces, brackets and dashes as spelling, digits and the plus sign as the number', () => {
    expect(samePhone('+1 (212) 555-0100', '+12125550100')).toBe(true);
    expect(samePhone('+1 212 555 0100', '+1 212 555 0101')).toBe(false);
    expect(samePhone('12125550100', '+12125550100')).toBe(false);
    expect(samePhone(null, undefined)).toBe(true);
    expect(samePhone(null, '+1 212 555 0100')).toBe(false);
  });

  it('salts a code with the account and the number (not its spelling)', () => {
    expect(codeSalt('u1', '+1 (212) 555-0100')).toBe(codeSalt('u1', '+12125550100'));
    expect(codeSalt('u1', '+12125550100')).not.toBe(codeSalt('u2', '+12125550100'));
  });
});

describe('sending a code', () => {
  it('is valid 15 minutes; another may be asked for after a minute', () => {
    expect(codeTimes(NOW)).toEqual({ expiresAt: at(15 * 60), resendAfter: at(60) });
  });

  it('needs a phone, not verified yet', () => {
    expect(fieldErrors(sendRefusal({ phone: null, phoneVerified: false }, undefined, NOW))).toEqual({ phone: ['Add your phone number first, then ask for a code'] });
    expect(fieldErrors(sendRefusal({ phone: '+1 212 555 0100', phoneVerified: true }, undefined, NOW))).toEqual({ phone: ['This phone number is already verified'] });
    expect(sendRefusal(unverified, undefined, NOW)).toBeNull();
  });

  it('waits a minute after the last code to the same number (429 with the seconds left), not after one to an old number', () => {
    expect(sendRefusal(unverified, open(), at(20))).toMatchObject({ status: 429, details: { retryAfterSeconds: 40 } });
    expect(sendRefusal(unverified, open(), at(60))).toBeNull();
    expect(sendRefusal(unverified, open({ phone: '+1 212 555 0199' }), at(20))).toBeNull();
  });
});

describe('checking a code', () => {
  it('needs a code sent to the number the account has now, not expired, with tries left', () => {
    expect(fieldErrors(verifyRefusal(unverified, undefined, NOW))).toEqual({ code: ['Ask for a code first'] });
    expect(fieldErrors(verifyRefusal({ ...unverified, phoneVerified: true }, undefined, NOW))).toEqual({ code: ['Your phone number is already verified'] });
    expect(fieldErrors(verifyRefusal(unverified, open({ phone: '+1 212 555 0199' }), NOW))).toEqual({ code: ['This code was sent to another number. Ask for a new one'] });
    expect(fieldErrors(verifyRefusal(unverified, open(), at(15 * 60)))).toEqual({ code: ['This code has expired. Ask for a new one'] });
    expect(fieldErrors(verifyRefusal(unverified, open({ attempts: 5 }), NOW))).toEqual({ code: ['Too many wrong codes. Ask for a new one'] });
    expect(verifyRefusal(unverified, open({ attempts: 4 }), at(15 * 60 - 1))).toBeNull();
  });

  it('says how many tries a wrong code leaves', () => {
    expect(fieldErrors(wrongCode(1))).toEqual({ code: ['That code is not right. 4 tries left'] });
    expect(fieldErrors(wrongCode(4))).toEqual({ code: ['That code is not right. 1 try left'] });
    expect(fieldErrors(wrongCode(5))).toEqual({ code: ['That code is not right, and it was the last try. Ask for a new code'] });
  });
});
