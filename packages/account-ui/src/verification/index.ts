// Who someone is, proven in a form: logging in, and the code that was emailed or texted (sign-up
// on the shell's /login, the booking flow's contact step and the provider application; a phone;
// a new email). Its own entry: only pages with such a form load it (and react-hook-form with it).
export { CodeEntryForm, type CodeEntryFormProps } from './code-entry-form';
export { ResendCode, type ResendCodeProps } from './resend-code';
export { SignupCodeStep, type SignupCodeStepProps } from './signup-code-step';
export { LogInForm, type LogInFormProps } from './log-in-form';
export { SignupDetailsForm, type SignupDetailsFormProps } from './signup-details-form';
