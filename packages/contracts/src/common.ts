import { languages } from '@marketplace/i18n/languages';
import { z } from './zod';
import { v } from './messages/validation-messages';

export const uuidSchema = z.uuid({ message: v.notAValidId });

const MARKET_ID_MAX_LENGTH = 40;

/** Market ids are short slugs used in URLs: `nyc`, `berlin`. */
export const marketIdSchema = z.string().check(z.trim(), z.minLength(2), z.maxLength(MARKET_ID_MAX_LENGTH, v.thatMarketIdIsTooLong), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, v.notAValidMarketId));

/** A market id in an answer: as stored, nothing to normalise. */
export const marketIdViewSchema = z.string().check(z.maxLength(MARKET_ID_MAX_LENGTH));

export const emailSchema = z.pipe(z.pipe(z.string().check(z.trim(), z.minLength(1, v.enterYourEmailAddress), z.maxLength(254, v.thatEmailAddressIsTooLong)), z.email(v.enterAValidEmailAddress)), z.transform((email) => email.toLowerCase()));

/** Phone numbers as people type them; stored trimmed. */
export const phoneSchema = z.string().check(z.trim(), z.minLength(6, v.enterAPhoneNumber), z.maxLength(25, v.thatPhoneNumberIsTooLong), z.regex(/^\+?[0-9 ().-]+$/, v.useDigitsSpacesAndOnly));

/** An optional phone number from a form: empty means none. */
export const optionalPhoneSchema = z.optional(z.pipe(z.string().check(z.trim(), z.maxLength(25, v.thatPhoneNumberIsTooLong), z.refine((phone) => phone === '' || /^\+?[0-9 ().-]{6,}$/.test(phone), v.enterAPhoneNumberWithAt)), z.transform((phone) => phone || undefined)));

/**
 * Characters no typed text needs and that can hide or disguise what it says: C0 controls but
 * the line feed and carriage return, DEL and the C1 controls, and the bidirectional controls
 * that reorder what a reader sees (marks, embeddings, overrides, isolates). docs/security.md,
 * "Free text".
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAK = /[\r\n]/;
/** A carriage return is only ever half of a Windows line break (`\r\n`). */
const LONE_CARRIAGE_RETURN = /\r(?!\n)/;

export const textFieldMessages = { invisible: v.removeInvisibleOrControlCharacters, oneLine: v.keepThisOnOneLine } as const;

/**
 * One line of plain text a person types (a name, an address line, a reason), trimmed: no line
 * breaks, no control or bidi characters. Chain `.min()` / `.max()` as with `z.string()`.
 */
export function singleLineText() {
  return z.string().check(z.trim(), z.refine((text) => !INVISIBLE.test(text), textFieldMessages.invisible), z.refine((text) => !LINE_BREAK.test(text), textFieldMessages.oneLine));
}

/** Plain text over several lines (notes, comments), trimmed: line breaks (`\n`, `\r\n`) but no other control or bidi character. */
export function multiLineText() {
  return z.string().check(z.trim(), z.refine((text) => !INVISIBLE.test(text) && !LONE_CARRIAGE_RETURN.test(text), textFieldMessages.invisible));
}

export const personNameSchema = singleLineText().check(z.minLength(2, v.enterYourName), z.maxLength(100, v.thatNameIsTooLong));

/** Percentages as integer basis points: 1250 = 12.5 %. */
export const basisPointsSchema = z.number().check(z.int(), z.gte(0), z.lte(10_000));

/**
 * Upper bounds of the lists answers carry that grow with data. The API never sends more (a
 * list that could outgrow its bound is cut or paged in the repository).
 */
export const listLimits = {
  markets: 1000,
  services: 500,
  postalCodesPerMarket: 10_000,
  providersPerMarket: 10_000,
  timelineEvents: 1000,
  /** A customer's plans (open ones are capped lower: MAX_OPEN_PLANS). */
  plans: 50,
  /** One page of a market's plans on the dashboard. */
  marketPlans: 100,
} as const;

/**
 * Rich text (job descriptions, provider bios) as sent and as stored after sanitizing: the API
 * refuses what is longer either way, so an answer never carries more.
 */
export const richTextMaxLength = 20_000;

/** IANA zone names, e.g. `America/Argentina/Buenos_Aires`. */
export const timeZoneSchema = z.string().check(z.maxLength(64));

export const roles = ['customer', 'provider', 'manager', 'admin'] as const;
export const roleSchema = z.enum(roles);

/** A language the site is written in (docs/languages.md): a person's choice, a market's default. */
export const languageSchema = z.enum(languages);
export type LanguageCode = z.infer<typeof languageSchema>;
export type Role = z.infer<typeof roleSchema>;
