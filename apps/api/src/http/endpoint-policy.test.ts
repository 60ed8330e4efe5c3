import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@marketplace/contracts';

const modules = path.join(__dirname, '../modules');
const sources = readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(modules, file), 'utf8') }));

describe('HTTP policy, declared once in the contract and applied by the registrar', () => {
  it('leaves no handler or use case to limit a request or check for a session by hand', () => {
    const byHand = sources.filter(({ text }) => /\blimitRequest\(|\brequireAuth\(/.test(text)).map(({ file }) => file);
    // The rate-limits module defines limitRequest; the registrar alone calls it.
    expect(byHand).toEqual(['rate-limits/request-limits.ts']);
  });

  it('limits every endpoint that sends mail or texts, searches, exports, uploads, charges a card or writes an application', () => {
    // Dropping a limit from a contract is a change of behaviour this list makes visible.
    const limited = Object.fromEntries(Object.entries(endpoints).flatMap(([key, endpoint]) => (endpoint.rateLimit ? [[key, endpoint.rateLimit]] : [])));
    expect(limited).toEqual({
      'auth.signup': 'signup',
      'auth.resendSignupCode': 'signup',
      'auth.verifyEmail': 'verifyEmail',
      'auth.requestPasswordReset': 'passwordReset',
      'auth.confirmPasswordReset': 'passwordReset',
      'account.sendPhoneCode': 'phoneCode',
      'account.changeEmail': 'emailChange',
      'account.exportData': 'accountExport',
      'waitlist.join': 'waitlist',
      'waitlist.unsubscribe': 'unsubscribe',
      'notifications.unsubscribe': 'unsubscribe',
      'booking.slots': 'slotSearch',
      'booking.providersAt': 'slotSearch',
      'booking.hold': 'hold',
      'jobs.rescheduleSlots': 'slotSearch',
      'jobDesk.candidates': 'slotSearch',
      'payments.createTestPaymentMethod': 'testCard',
      'tips.give': 'tip',
      'messages.send': 'message',
      'messages.uploadPhoto': 'pictureUpload',
      'messages.report': 'messageReport',
      'jobPhotos.add': 'jobPhoto',
      'problems.report': 'problemWrite',
      'problems.addStep': 'problemWrite',
      'problems.addPhoto': 'pictureUpload',
      'marketJobs.export': 'csvExport',
      'payments.providerEarningsCsv': 'csvExport',
      'providerProfile.uploadPicture': 'pictureUpload',
      'providerApplications.start': 'applicationWrite',
      'providerApplications.update': 'applicationWrite',
      'providerApplications.uploadPicture': 'pictureUpload',
      'providerApplications.checkIdentity': 'identityCheck',
      'providerApplications.addPayoutAccount': 'applicationWrite',
      'providerApplications.submit': 'applicationWrite',
    });
  });
});
