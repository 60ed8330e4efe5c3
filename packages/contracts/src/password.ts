import { z } from './zod';
import { v } from './messages/validation-messages';

/** Passwords: at least 12 characters (and not guessable: the API rates them with zxcvbn). */
export const PASSWORD_MIN_LENGTH = 12;

export const passwordSchema = z.string().check(z.minLength(PASSWORD_MIN_LENGTH, v.useAtLeast12Characters), z.maxLength(200, v.useAtMost200Characters));
