// Entering a code that was emailed or texted: sign-up (the shell's /login and the booking
// flow's contact step), a phone, a new email. Its own entry: only pages that ask for a code
// load it (and react-hook-form with it).
export { CodeEntryForm, type CodeEntryFormProps } from './code-entry-form';
export { ResendCode, type ResendCodeProps } from './resend-code';
export { SignupCodeStep, type SignupCodeStepProps } from './signup-code-step';
export { LogInForm } from './log-in-form';
export { SignupDetailsForm, type SignupDetailsFormProps } from './signup-details-form';
