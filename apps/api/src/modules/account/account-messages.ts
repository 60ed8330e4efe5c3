import { defineMessages } from '@formatjs/intl';

/** What the account endpoints answer when they refuse (docs/languages.md): in the language of whoever asked. */
export const accountMessages = defineMessages({
  addPhoneFirst: { id: 'api.error.account.add-phone-first', defaultMessage: 'Add your phone number first, then ask for a code' },
  noPhone: { id: 'api.error.account.no-phone', defaultMessage: 'There is no phone number on your account.' },
  phoneAlreadyVerifiedField: { id: 'api.error.account.phone-already-verified-field', defaultMessage: 'This phone number is already verified' },
  phoneAlreadyVerified: { id: 'api.error.account.phone-already-verified', defaultMessage: 'Your phone number is already verified.' },
  yourPhoneAlreadyVerified: { id: 'api.error.account.your-phone-already-verified', defaultMessage: 'Your phone number is already verified' },
  askForCodeFirst: { id: 'api.error.account.ask-for-code-first', defaultMessage: 'Ask for a code first' },
  codeForAnotherNumber: { id: 'api.error.account.code-for-another-number', defaultMessage: 'This code was sent to another number. Ask for a new one' },
  codeExpired: { id: 'api.error.account.code-expired', defaultMessage: 'This code has expired. Ask for a new one' },
  tooManyWrongCodes: { id: 'api.error.account.too-many-wrong-codes', defaultMessage: 'Too many wrong codes. Ask for a new one' },
  codeWrongLastTry: { id: 'api.error.account.code-wrong-last-try', defaultMessage: 'That code is not right, and it was the last try. Ask for a new code' },
  codeWrong: { id: 'api.error.account.code-wrong', defaultMessage: 'That code is not right. {left, plural, one {# try} other {# tries}} left' },
  notCurrentPassword: { id: 'api.error.account.not-current-password', defaultMessage: 'This is not your current password' },
  alreadyYourEmail: { id: 'api.error.account.already-your-email', defaultMessage: 'This is already your email' },
  noEmailWaiting: { id: 'api.error.account.no-email-waiting', defaultMessage: 'There is no new email waiting to be confirmed: ask for a code again' },
  notYourPasswordField: { id: 'api.error.account.not-your-password-field', defaultMessage: 'This is not your password' },
  passwordWrong: { id: 'api.error.account.password-wrong', defaultMessage: 'Your password is not correct.' },
  changedWhileDeleting: {
    id: 'api.error.account.changed-while-deleting',
    defaultMessage: 'Something changed while your account was being deleted (a new booking?). Check your account page and try again.',
  },
});
