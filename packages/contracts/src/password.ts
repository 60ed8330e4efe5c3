import { z } from './zod';

/** Passwords: at least 12 characters (and not guessable: the API rates them with zxcvbn). */
export const PASSWORD_MIN_LENGTH = 12;

export const passwordSchema = z.string().check(z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`), z.maxLength(200, 'Use at most 200 characters'));
