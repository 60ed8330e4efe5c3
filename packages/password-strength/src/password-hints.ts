import { defineMessages, type MessageDescriptor } from './messages/define-messages';

/**
 * zxcvbn's feedback, worded by our catalogue (docs/languages.md): zxcvbn answers stable keys
 * (its `translations` left at their keys), each a message here, so a hint reads in the page's
 * language (and the API's refusal in the request's). Their English comes with the estimator,
 * which a page loads only once someone types a password (account-ui's use-password-strength.ts).
 */
export const warningMessages = defineMessages({
  straightRow: { id: 'password-strength.warning.straight-row', defaultMessage: 'Straight rows of keys on your keyboard are easy to guess.' },
  keyPattern: { id: 'password-strength.warning.key-pattern', defaultMessage: 'Short keyboard patterns are easy to guess.' },
  simpleRepeat: { id: 'password-strength.warning.simple-repeat', defaultMessage: 'Repeated characters like "aaa" are easy to guess.' },
  extendedRepeat: { id: 'password-strength.warning.extended-repeat', defaultMessage: 'Repeated character patterns like "abcabcabc" are easy to guess.' },
  sequences: { id: 'password-strength.warning.sequences', defaultMessage: 'Common character sequences like "abc" are easy to guess.' },
  recentYears: { id: 'password-strength.warning.recent-years', defaultMessage: 'Recent years are easy to guess.' },
  dates: { id: 'password-strength.warning.dates', defaultMessage: 'Dates are easy to guess.' },
  topTen: { id: 'password-strength.warning.top-ten', defaultMessage: 'This is a heavily used password.' },
  topHundred: { id: 'password-strength.warning.top-hundred', defaultMessage: 'This is a frequently used password.' },
  common: { id: 'password-strength.warning.common', defaultMessage: 'This is a commonly used password.' },
  similarToCommon: { id: 'password-strength.warning.similar-to-common', defaultMessage: 'This is similar to a commonly used password.' },
  wordByItself: { id: 'password-strength.warning.word-by-itself', defaultMessage: 'Single words are easy to guess.' },
  namesByThemselves: { id: 'password-strength.warning.names-by-themselves', defaultMessage: 'Single names or surnames are easy to guess.' },
  commonNames: { id: 'password-strength.warning.common-names', defaultMessage: 'Common names and surnames are easy to guess.' },
  userInputs: { id: 'password-strength.warning.user-inputs', defaultMessage: 'There should not be any personal or page related data.' },
  pwned: { id: 'password-strength.warning.pwned', defaultMessage: 'Your password was exposed by a data breach on the Internet.' },
});

export const suggestionMessages = defineMessages({
  l33t: { id: 'password-strength.suggestion.l33t', defaultMessage: "Avoid predictable letter substitutions like '@' for 'a'." },
  reverseWords: { id: 'password-strength.suggestion.reverse-words', defaultMessage: 'Avoid reversed spellings of common words.' },
  allUppercase: { id: 'password-strength.suggestion.all-uppercase', defaultMessage: 'Capitalize some, but not all letters.' },
  capitalization: { id: 'password-strength.suggestion.capitalization', defaultMessage: 'Capitalize more than the first letter.' },
  dates: { id: 'password-strength.suggestion.dates', defaultMessage: 'Avoid dates and years that are associated with you.' },
  recentYears: { id: 'password-strength.suggestion.recent-years', defaultMessage: 'Avoid recent years.' },
  associatedYears: { id: 'password-strength.suggestion.associated-years', defaultMessage: 'Avoid years that are associated with you.' },
  sequences: { id: 'password-strength.suggestion.sequences', defaultMessage: 'Avoid common character sequences.' },
  repeated: { id: 'password-strength.suggestion.repeated', defaultMessage: 'Avoid repeated words and characters.' },
  longerKeyboardPattern: { id: 'password-strength.suggestion.longer-keyboard-pattern', defaultMessage: 'Use longer keyboard patterns and change typing direction multiple times.' },
  anotherWord: { id: 'password-strength.suggestion.another-word', defaultMessage: 'Add more words that are less common.' },
  useWords: { id: 'password-strength.suggestion.use-words', defaultMessage: 'Use multiple words, but avoid common phrases.' },
  noNeed: { id: 'password-strength.suggestion.no-need', defaultMessage: 'You can create strong passwords without using symbols, numbers, or uppercase letters.' },
  pwned: { id: 'password-strength.suggestion.pwned', defaultMessage: 'If you use this password elsewhere, you should change it.' },
});

/** What a refused password is told when zxcvbn has no warning or suggestion of its own. */
export const fallbackMessages = defineMessages({
  tooEasy: { id: 'password-strength.refused.too-easy', defaultMessage: 'This password is too easy to guess.' },
  addWords: { id: 'password-strength.refused.add-words', defaultMessage: 'Add another word or two that are not common.' },
});

export type PasswordWarning = keyof typeof warningMessages;
export type PasswordSuggestion = keyof typeof suggestionMessages;

/** What the hints need of react-intl's (or @formatjs/intl's) `IntlShape`. */
export interface HintFormatter {
  formatMessage(descriptor: MessageDescriptor): string;
}

/** The feedback of an estimate, as keys (password-strength.ts). */
export interface PasswordFeedback {
  warning: PasswordWarning | null;
  suggestions: PasswordSuggestion[];
}

/** Why the password is guessable, then what would make it stronger: each worded in `intl`'s language. */
export function passwordHints(intl: HintFormatter, feedback: PasswordFeedback): string[] {
  const warning = feedback.warning ? [intl.formatMessage(warningMessages[feedback.warning])] : [];
  return [...warning, ...feedback.suggestions.map((suggestion) => intl.formatMessage(suggestionMessages[suggestion]))];
}

/**
 * A refused password's field error, as messages: what is wrong and what to do (zxcvbn's first
 * warning and suggestion, or ours).
 */
export function weakPasswordMessages(feedback: PasswordFeedback): { why: MessageDescriptor; how: MessageDescriptor } {
  const firstSuggestion = feedback.suggestions[0];
  return {
    why: feedback.warning ? warningMessages[feedback.warning] : fallbackMessages.tooEasy,
    how: firstSuggestion ? suggestionMessages[firstSuggestion] : fallbackMessages.addWords,
  };
}
