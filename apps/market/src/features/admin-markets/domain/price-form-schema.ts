import { addIssue, z } from '@marketplace/contracts/zod';
import { servicePriceSchema } from '@marketplace/contracts';
import { formErrors } from '../../../lib/form-errors';
import { minorToInput, parseMajorAmount } from '@marketplace/shared-ui/money';

/**
 * A price as the admin types it, in the market currency's major units as the page's language
 * writes them ("45.50", "45,50"), sent as the contract's integer minor units (4550), by the digits
 * (never through a float). Its messages are ids, worded where shown (lib/form-errors.ts).
 */
export const priceFormSchema = (currency: string, locale: string) =>
  z.object({
    price: z.pipe(z.pipe(z.string().check(z.maxLength(20, formErrors.amountTooLong.id)), z.transform((text, context) => {
        const minor = parseMajorAmount(text, currency, locale);
        if (minor !== null) return minor;
        addIssue(context, formErrors.amountLike.id);
        return z.NEVER;
      })), servicePriceSchema.shape.priceMinor),
    active: z.boolean(),
  });

export type PriceFormInput = z.input<ReturnType<typeof priceFormSchema>>;
export type PriceFormOutput = z.output<ReturnType<typeof priceFormSchema>>;

export const priceFormValues = (priceMinor: number | null, active: boolean, currency: string, locale: string): PriceFormInput => ({ price: priceMinor === null ? '' : minorToInput(priceMinor, currency, locale), active });

/** The body: `{ priceMinor, active }`. */
export const toPriceBody = (values: PriceFormOutput) => ({ priceMinor: values.price, active: values.active });
