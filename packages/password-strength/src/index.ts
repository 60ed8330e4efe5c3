export {
  estimatePasswordStrength,
  MIN_ACCEPTED_SCORE,
  weakPasswordMessage,
  type PasswordStrength,
  type PersonalDetails,
  type StrengthScore,
} from './password-strength';
