import { z } from 'zod';

export const uuidSchema = z.uuid({ message: 'Not a valid id' });

/** Market ids are short slugs used in URLs: `nyc`, `berlin`. */
export const marketIdSchema = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a valid market id');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'That email address is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

/** Phone numbers as people type them; stored trimmed. */
export const phoneSchema = z
  .string()
  .trim()
  .min(6, 'Enter a phone number')
  .max(25, 'That phone number is too long')
  .regex(/^\+?[0-9 ().-]+$/, 'Use digits, spaces and + ( ) - only');

/** An optional phone number from a form: empty means none. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(25, 'That phone number is too long')
  .refine((phone) => phone === '' || /^\+?[0-9 ().-]{6,}$/.test(phone), 'Enter a phone number with at least 6 digits, spaces or + ( ) -')
  .transform((phone) => phone || undefined)
  .optional();

export const personNameSchema = z.string().trim().min(2, 'Enter your name').max(100, 'That name is too long');

/** Percentages as integer basis points: 1250 = 12.5 %. */
export const basisPointsSchema = z.number().int().min(0).max(10_000);

export const roles = ['customer', 'provider', 'manager', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
