export {
  estimatePasswordStrength,
  MIN_ACCEPTED_SCORE,
  weakPasswordMessage,
  type PasswordStrength,
  type PersonalDetails,
  type StrengthScore,
} from './password-strength';
export { passwordHints, weakPasswordMessages, type HintFormatter, type PasswordFeedback, type PasswordSuggestion, type PasswordWarning } from './password-hints';
