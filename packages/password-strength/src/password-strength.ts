import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { type HintFormatter, type PasswordFeedback, type PasswordSuggestion, type PasswordWarning, weakPasswordMessages } from './password-hints';

/** zxcvbn's scale: 0 too guessable … 4 very unguessable. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/**
 * The weakest score accepted. 3 is zxcvbn's "safely unguessable: moderate protection from an
 * offline slow-hash scenario" (about 10^10 guesses), the level its authors suggest for sign-up.
 */
export const MIN_ACCEPTED_SCORE: StrengthScore = 3;

export interface PasswordStrength extends PasswordFeedback {
  score: StrengthScore;
  acceptable: boolean;
  /** Why the password is guessable (`common`: "This is a commonly used password."), when zxcvbn knows: worded by password-hints.ts. */
  warning: PasswordWarning | null;
  /** What would make it stronger (`anotherWord`, …). */
  suggestions: PasswordSuggestion[];
}

/** What the person told us about themselves: a password built from it is easy to guess. */
export interface PersonalDetails {
  email?: string | undefined;
  name?: string | undefined;
}

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: ranking the dictionaries takes a moment and much memory. */
function zxcvbn(): ZxcvbnFactory {
  // No `translations`: zxcvbn answers its feedback's keys, which our catalogue words (password-hints.ts).
  estimator ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary, site: ['handyhub', 'handy', 'hub'] },
    // Bounded cost: the API runs this on every sign-up. Past 64 characters a password is judged
    // by its first 64, and l33t variants are tried for at most 10 substitutions (a 200-character
    // l33t password took 3 s with the defaults, 60 ms with these). Levenshtein matching is off
    // for the same reason (0.3–0.7 s per check).
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  });
  return estimator;
}

function userInputs(details: PersonalDetails): string[] {
  const email = details.email?.trim().toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  const names = details.name?.trim().toLowerCase().split(/\s+/) ?? [];
  return [email, local, ...local.split(/[._+-]+/), domain.split('.')[0] ?? '', ...names, names.join('')].filter((input) => input.length >= 2);
}

/** The one strength rule: used by the API to refuse a password and by the forms to show it. */
export function estimatePasswordStrength(password: string, details: PersonalDetails = {}): PasswordStrength {
  const result = zxcvbn().check(password, userInputs(details));
  const score = result.score as StrengthScore;
  const { warning, suggestions } = result.feedback;
  return { score, acceptable: score >= MIN_ACCEPTED_SCORE, warning: warning as PasswordWarning | null, suggestions: suggestions as PasswordSuggestion[] };
}

/** A field error for a refused password, in `intl`'s language: what is wrong and what to do, in two sentences. */
export function weakPasswordMessage(intl: HintFormatter, strength: PasswordFeedback): string {
  const { why, how } = weakPasswordMessages(strength);
  return `${intl.formatMessage(why)} ${intl.formatMessage(how)}`;
}
