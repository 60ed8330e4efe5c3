import { addIssue, z } from '@marketplace/contracts/zod';
import { formErrors } from '../form-errors';
import { MAX_POSTAL_CODES, type MarketSettings, postalCodesSchema, updateMarketSettingsSchema } from '@marketplace/contracts';

/**
 * The form's schema, built from the contract's: the same bounds and messages, with percentages
 * typed as percent (stored as basis points: 8.5 % → 850) and postal codes as lines of text.
 */
const fields = updateMarketSettingsSchema.shape;
/** Its own rules' messages are ids, worded where shown (lib/form-errors.ts). */
const number = z.number({ error: formErrors.enterNumber.id });

/** A percentage with at most two decimals, as basis points, checked by the contract's field. */
const percent = (field: 'cancellationFeeBps' | 'serviceFeeBps' | 'taxBps' | 'commissionBps' | 'planDiscountBps', max: 100 | 50 = 100) =>
  z.pipe(z.pipe(number.check(z.gte(0, formErrors.notNegative.id), z.lte(max, max === 50 ? formErrors.atMost50.id : formErrors.atMost100.id), z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, formErrors.twoDecimals.id)), z.transform((value) => Math.round(value * 100))), fields[field]);

/** One code a line (or separated by commas); the contract normalises and checks them. */
const postalCodesText = z.pipe(z.string().check(z.maxLength(MAX_POSTAL_CODES * 20)), z.transform((text, context) => {
    const codes = text.split(/[\n,;]+/).map((code) => code.trim()).filter(Boolean);
    const parsed = postalCodesSchema.safeParse(codes);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const index = issue.path[0];
      if (typeof index === 'number') addIssue(context, formErrors.lineProblem.id, { line: codes[index] ?? '', problem: issue.message });
      else addIssue(context, issue.message);
    }
    return z.NEVER;
  }));

export const settingsFormSchema = z.object({
  minNoticeMinutes: z.pipe(number, fields.minNoticeMinutes),
  bookingHorizonDays: z.pipe(number, fields.bookingHorizonDays),
  slotStepMinutes: z.pipe(number, fields.slotStepMinutes),
  holdMinutes: z.pipe(number, fields.holdMinutes),
  travelBufferMinutes: z.pipe(number, fields.travelBufferMinutes),
  responseWindowMinutes: z.pipe(number, fields.responseWindowMinutes),
  reminderHoursBefore: z.pipe(number, fields.reminderHoursBefore),
  /** docs/problems.md: how long after completion a customer may report a problem. */
  problemWindowHours: z.pipe(number, fields.problemWindowHours),
  freeCancellationHours: z.pipe(number, fields.freeCancellationHours),
  cancellationFeePercent: percent('cancellationFeeBps'),
  serviceFeePercent: percent('serviceFeeBps'),
  taxPercent: percent('taxBps'),
  commissionPercent: percent('commissionBps'),
  /** At most 50 %, as the contract allows (docs/repeat-business.md). */
  planDiscountPercent: percent('planDiscountBps', 50),
  /** docs/job-photos.md: a completion needs an "after" photo. */
  requireAfterPhoto: fields.requireAfterPhoto,
  postalCodes: postalCodesText,
  legalFooter: fields.legalFooter,
});

export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;
export type SettingsFormField = keyof SettingsFormInput;

/** Basis points as the percent typed in the form: 888 → 8.88. */
const percentOf = (bps: number) => bps / 100;

export function toFormValues(settings: MarketSettings): SettingsFormInput {
  return {
    minNoticeMinutes: settings.minNoticeMinutes,
    bookingHorizonDays: settings.bookingHorizonDays,
    slotStepMinutes: settings.slotStepMinutes,
    holdMinutes: settings.holdMinutes,
    travelBufferMinutes: settings.travelBufferMinutes,
    responseWindowMinutes: settings.responseWindowMinutes,
    reminderHoursBefore: settings.reminderHoursBefore,
    problemWindowHours: settings.problemWindowHours,
    freeCancellationHours: settings.freeCancellationHours,
    cancellationFeePercent: percentOf(settings.cancellationFeeBps),
    serviceFeePercent: percentOf(settings.serviceFeeBps),
    taxPercent: percentOf(settings.taxBps),
    commissionPercent: percentOf(settings.commissionBps),
    planDiscountPercent: percentOf(settings.planDiscountBps),
    requireAfterPhoto: settings.requireAfterPhoto,
    postalCodes: settings.postalCodes.join('\n'),
    legalFooter: settings.legalFooter,
  };
}

/** The body to save: the form's values in the contract's units, with the version they were read at (other fields kept). */
export function toUpdate<V extends SettingsFormOutput>(values: V, version: number) {
  const { cancellationFeePercent, serviceFeePercent, taxPercent, commissionPercent, planDiscountPercent, ...rest } = values;
  return { ...rest, cancellationFeeBps: cancellationFeePercent, serviceFeeBps: serviceFeePercent, taxBps: taxPercent, commissionBps: commissionPercent, planDiscountBps: planDiscountPercent, version };
}

/** Where an API field error goes in the form (`serviceFeeBps` → the percent field, `postalCodes.3` → the list). */
export function formFieldOf(path: string): SettingsFormField | null {
  const [head] = path.split('.');
  const renamed: Record<string, SettingsFormField> = {
    cancellationFeeBps: 'cancellationFeePercent',
    serviceFeeBps: 'serviceFeePercent',
    taxBps: 'taxPercent',
    commissionBps: 'commissionPercent',
    planDiscountBps: 'planDiscountPercent',
  };
  const field = renamed[head!] ?? head;
  return field && field in settingsFormSchema.shape ? (field as SettingsFormField) : null;
}
