import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import type { AccountPayload, AccountTemplate } from '../payload';
import { applicationWords } from './application-messages';
import type { MessageContent } from './message-content';
import { providerReviewWords } from './provider-review-messages';

const m = defineMessages({
  because: { id: 'api.account.because', defaultMessage: 'You get this email because it is about your Handyhub account. Messages like this one cannot be turned off.' },
  yourCode: { id: 'api.account.your-code', defaultMessage: 'Your code' },
  resetPassword: { id: 'api.account.reset-password', defaultMessage: 'Reset my password' },
  signupCodeSubject: { id: 'api.account.signup-code.subject', defaultMessage: '{hasCode, select, yes {{code} is your Handyhub code} other {Your code is your Handyhub code}}' },
  signupCodeSummary: {
    id: 'api.account.signup-code.summary',
    defaultMessage:
      'Enter this code to confirm your email and finish creating your account. It works for {minutes, plural, one {# minute} other {# minutes}}. If you did not sign up, ignore this email: no account is made.',
  },
  signupCodeAction: { id: 'api.account.signup-code.action', defaultMessage: 'Confirm my email' },
  existingSubject: { id: 'api.account.signup-existing.subject', defaultMessage: 'Someone tried to sign up with your email' },
  existingSummary: {
    id: 'api.account.signup-existing.summary',
    defaultMessage:
      'Someone tried to create a Handyhub account with this email address, which already has one. If it was you, log in instead, or reset your password if you forgot it. If it was not you, you can ignore this email: nothing changed.',
  },
  emailCodeSubject: {
    id: 'api.account.email-change-code.subject',
    defaultMessage: '{hasCode, select, yes {{code} is your code to change your Handyhub email} other {Your code is your code to change your Handyhub email}}',
  },
  emailCodeSummary: {
    id: 'api.account.email-change-code.summary',
    defaultMessage: 'Enter this code on your account page to use this address from now on. It works for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this email.',
  },
  emailCodeAction: { id: 'api.account.email-change-code.action', defaultMessage: 'Use this email' },
  emailChangedSubject: { id: 'api.account.email-changed.subject', defaultMessage: 'Your Handyhub email was changed' },
  emailChangedSummary: {
    id: 'api.account.email-changed.summary',
    defaultMessage:
      '{hasEmail, select, yes {Your account now uses {newEmail}: messages go there from now on.} other {Your account now uses another address: messages go there from now on.}} If you did not do this, reset your password at once and write to us.',
  },
  resetSubject: { id: 'api.account.password-reset.subject', defaultMessage: 'Reset your Handyhub password' },
  resetSummary: {
    id: 'api.account.password-reset.summary',
    defaultMessage:
      'Someone (we hope you) asked to reset the password of your account. The link works once, for {minutes, plural, one {# minute} other {# minutes}}. If it was not you, ignore this email: your password stays as it is.',
  },
  resetAction: { id: 'api.account.password-reset.action', defaultMessage: 'Choose a new password' },
  passwordChangedSubject: { id: 'api.account.password-changed.subject', defaultMessage: 'Your Handyhub password was changed' },
  passwordChangedSummary: {
    id: 'api.account.password-changed.summary',
    defaultMessage: 'The password of your account was changed, and every other device was logged out. If you did not do this, reset your password at once.',
  },
  phoneCodeSummary: { id: 'api.account.phone-code.summary', defaultMessage: 'Enter it to confirm your phone. It works for {minutes, plural, one {# minute} other {# minutes}}.' },
  phoneCodeAction: { id: 'api.account.phone-code.action', defaultMessage: 'Open your account' },
  deletedSubject: { id: 'api.account.deleted.subject', defaultMessage: 'Your Handyhub account was deleted' },
  deletedSummary: {
    id: 'api.account.deleted.summary',
    defaultMessage: 'Your account and its personal data were deleted, as you asked. Invoices are kept as the law requires (see our privacy policy). You can no longer log in.',
  },
  deletedAction: { id: 'api.account.deleted.action', defaultMessage: 'Read the privacy policy' },
  sms: { id: 'api.account.phone-code.sms', defaultMessage: 'Handyhub: {code} is your code to confirm this phone. It works for {minutes, plural, one {# minute} other {# minutes}}. Never share it.' },
});

type Words = Omit<MessageContent, 'details' | 'reason' | 'because'>;

const linkWith = (path: string, p: AccountPayload) => (p.secret ? `${path}?token=${encodeURIComponent(p.secret)}` : path);
const valuesOf = (p: AccountPayload) => ({ code: p.code ?? '', hasCode: p.code ? 'yes' : 'no', minutes: p.validMinutes ?? 15, newEmail: p.newEmail ?? '', hasEmail: p.newEmail ? 'yes' : 'no' });

/** The words of each account message. Codes and links are in them; nothing else personal is. */
const words: Record<AccountTemplate, (p: AccountPayload, intl: IntlShape<string>) => Words> = {
  signup_code: (p, intl) => ({
    subject: intl.formatMessage(m.signupCodeSubject, valuesOf(p)),
    summary: intl.formatMessage(m.signupCodeSummary, valuesOf(p)),
    action: { label: intl.formatMessage(m.signupCodeAction), path: linkWith('/verify-email', p) },
  }),
  signup_existing_account: (_p, intl) => ({
    subject: intl.formatMessage(m.existingSubject),
    summary: intl.formatMessage(m.existingSummary),
    action: { label: intl.formatMessage(m.resetPassword), path: '/forgot-password' },
  }),
  email_change_code: (p, intl) => ({
    subject: intl.formatMessage(m.emailCodeSubject, valuesOf(p)),
    summary: intl.formatMessage(m.emailCodeSummary, valuesOf(p)),
    action: { label: intl.formatMessage(m.emailCodeAction), path: linkWith('/verify-email', p) },
  }),
  email_changed: (p, intl) => ({
    subject: intl.formatMessage(m.emailChangedSubject),
    summary: intl.formatMessage(m.emailChangedSummary, valuesOf(p)),
    action: { label: intl.formatMessage(m.resetPassword), path: '/forgot-password' },
  }),
  password_reset: (p, intl) => ({
    subject: intl.formatMessage(m.resetSubject),
    summary: intl.formatMessage(m.resetSummary, valuesOf(p)),
    action: { label: intl.formatMessage(m.resetAction), path: linkWith('/reset-password', p) },
  }),
  password_changed: (_p, intl) => ({
    subject: intl.formatMessage(m.passwordChangedSubject),
    summary: intl.formatMessage(m.passwordChangedSummary),
    action: { label: intl.formatMessage(m.resetPassword), path: '/forgot-password' },
  }),
  phone_code: (p, intl) => ({
    subject: intl.formatMessage(m.signupCodeSubject, valuesOf(p)),
    summary: intl.formatMessage(m.phoneCodeSummary, valuesOf(p)),
    action: { label: intl.formatMessage(m.phoneCodeAction), path: '/account' },
  }),
  account_deleted: (_p, intl) => ({
    subject: intl.formatMessage(m.deletedSubject),
    summary: intl.formatMessage(m.deletedSummary),
    action: { label: intl.formatMessage(m.deletedAction), path: '/privacy-policy' },
  }),
  ...providerReviewWords,
  ...applicationWords,
};

export function accountMessage(p: AccountPayload, intl: IntlShape<string>): MessageContent {
  return {
    ...words[p.template](p, intl),
    details: p.code ? [{ label: intl.formatMessage(m.yourCode), value: p.code }] : [],
    reason: p.reason ?? null,
    because: intl.formatMessage(m.because),
  };
}

/** A text message: the code and what it is for, without a link (nothing to tap that a thief could forward). */
export function accountSms(p: AccountPayload, intl: IntlShape<string>): string {
  return intl.formatMessage(m.sms, valuesOf(p)).replace('  ', ' ');
}
