import { defineMessages } from '@formatjs/intl';

/** What sign-up, login, verification and password endpoints answer when they refuse (docs/languages.md). */
export const authMessages = defineMessages({
  codeUsed: { id: 'api.error.auth.code-used', defaultMessage: 'This code was already used' },
  codeExpired: { id: 'api.error.auth.code-expired', defaultMessage: 'This code has expired: ask for a new one' },
  codeUsedUp: { id: 'api.error.auth.code-used-up', defaultMessage: 'You have used every try of this code: ask for a new one' },
  codeWrongLastTry: { id: 'api.error.auth.code-wrong-last-try', defaultMessage: 'That code is not right, and that was the last try: ask for a new one' },
  codeWrong: { id: 'api.error.auth.code-wrong', defaultMessage: 'That code is not right: {left, plural, one {# try} other {# tries}} left' },
  noCodeWaiting: { id: 'api.error.auth.no-code-waiting', defaultMessage: 'There is no code waiting for this email: sign up again' },
  linkUnknown: { id: 'api.error.auth.link-unknown', defaultMessage: 'This link is not valid: ask for a new one' },
  linkUsed: { id: 'api.error.auth.link-used', defaultMessage: 'This link was already used' },
  linkExpired: { id: 'api.error.auth.link-expired', defaultMessage: 'This link has expired: ask for a new one' },
  emailTaken: { id: 'api.error.auth.email-taken', defaultMessage: 'Another account uses this email now. Choose another address.' },
  accountDisabled: { id: 'api.error.auth.account-disabled', defaultMessage: 'This account has been disabled. Contact support if you think this is a mistake.' },
  emailPasswordMismatch: { id: 'api.error.auth.email-password-mismatch', defaultMessage: 'That email and password do not match an account.' },
  noSuchSession: { id: 'api.error.auth.no-such-session', defaultMessage: 'There is no such session.' },
  currentSession: { id: 'api.error.auth.current-session', defaultMessage: 'This is the session you are using. Log out instead.' },
  notCurrentPasswordField: { id: 'api.error.auth.not-current-password-field', defaultMessage: 'This is not your current password' },
  currentPasswordWrong: { id: 'api.error.auth.current-password-wrong', defaultMessage: 'Your current password is not correct.' },
  accountExists: { id: 'api.error.auth.account-exists', defaultMessage: 'An account with this email already exists. Log in instead.' },
  emailHasAccount: { id: 'api.error.auth.email-has-account', defaultMessage: 'This email already has an account' },
  chooseLongerPassword: { id: 'api.error.auth.choose-longer-password', defaultMessage: 'Choose a longer password.' },
  chooseHarderPassword: { id: 'api.error.auth.choose-harder-password', defaultMessage: 'Choose a password that is harder to guess.' },
  // create-admin (the admin CLI, docs/accounts.md)
  accountWasDeleted: { id: 'api.error.auth.account-was-deleted', defaultMessage: 'That account was deleted. Use another email address.' },
  accountWasDeletedField: { id: 'api.error.auth.account-was-deleted-field', defaultMessage: 'This account was deleted' },
  madeMeanwhile: { id: 'api.error.auth.made-meanwhile', defaultMessage: 'An account with this email was made meanwhile. Run the command again.' },
  // A refused password: zxcvbn's warning, then its suggestion (password-strength's messages).
  weakPassword: { id: 'api.error.auth.weak-password', defaultMessage: '{why} {how}' },
});
