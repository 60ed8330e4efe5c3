import type { AccountPayload, AccountTemplate } from '../payload';
import { applicationWords } from './application-messages';
import type { MessageContent } from './message-content';
import { providerReviewWords } from './provider-review-messages';

const valid = (p: AccountPayload) => `${p.validMinutes ?? 15} minutes`;
const linkWith = (path: string, p: AccountPayload) => (p.secret ? `${path}?token=${encodeURIComponent(p.secret)}` : path);
const because = 'it is about your Handyhub account. Messages like this one cannot be turned off';

/** The words of each account message. Codes and links are in them; nothing else personal is. */
const words: Record<AccountTemplate, (p: AccountPayload) => Omit<MessageContent, 'details' | 'reason' | 'because'>> = {
  signup_code: (p) => ({
    subject: `${p.code ?? 'Your code'} is your Handyhub code`,
    summary: `Enter this code to confirm your email and finish creating your account. It works for ${valid(p)}. If you did not sign up, ignore this email: no account is made.`,
    action: { label: 'Confirm my email', path: linkWith('/verify-email', p) },
  }),
  signup_existing_account: () => ({
    subject: 'Someone tried to sign up with your email',
    summary:
      'Someone tried to create a Handyhub account with this email address, which already has one. If it was you, log in instead, or reset your password if you forgot it. If it was not you, you can ignore this email: nothing changed.',
    action: { label: 'Reset my password', path: '/forgot-password' },
  }),
  email_change_code: (p) => ({
    subject: `${p.code ?? 'Your code'} is your code to change your Handyhub email`,
    summary: `Enter this code on your account page to use this address from now on. It works for ${valid(p)}. If you did not ask for it, ignore this email.`,
    action: { label: 'Use this email', path: linkWith('/verify-email', p) },
  }),
  email_changed: (p) => ({
    subject: 'Your Handyhub email was changed',
    summary: `Your account now uses ${p.newEmail ?? 'another address'}: messages go there from now on. If you did not do this, reset your password at once and write to us.`,
    action: { label: 'Reset my password', path: '/forgot-password' },
  }),
  password_reset: (p) => ({
    subject: 'Reset your Handyhub password',
    summary: `Someone (we hope you) asked to reset the password of your account. The link works once, for ${valid(p)}. If it was not you, ignore this email: your password stays as it is.`,
    action: { label: 'Choose a new password', path: linkWith('/reset-password', p) },
  }),
  password_changed: () => ({
    subject: 'Your Handyhub password was changed',
    summary: 'The password of your account was changed, and every other device was logged out. If you did not do this, reset your password at once.',
    action: { label: 'Reset my password', path: '/forgot-password' },
  }),
  phone_code: (p) => ({
    subject: `${p.code ?? 'Your code'} is your Handyhub code`,
    summary: `Enter it to confirm your phone. It works for ${valid(p)}.`,
    action: { label: 'Open your account', path: '/account' },
  }),
  account_deleted: () => ({
    subject: 'Your Handyhub account was deleted',
    summary: 'Your account and its personal data were deleted, as you asked. Invoices are kept as the law requires (see our privacy policy). You can no longer log in.',
    action: { label: 'Read the privacy policy', path: '/privacy-policy' },
  }),
  ...providerReviewWords,
  ...applicationWords,
};

export function accountMessage(p: AccountPayload): MessageContent {
  return { ...words[p.template](p), details: p.code ? [{ label: 'Your code', value: p.code }] : [], reason: p.reason ?? null, because };
}

/** A text message: the code and what it is for, without a link (nothing to tap that a thief could forward). */
export function accountSms(p: AccountPayload): string {
  return `Handyhub: ${p.code ?? ''} is your code to confirm this phone. It works for ${valid(p)}. Never share it.`.replace('  ', ' ');
}
