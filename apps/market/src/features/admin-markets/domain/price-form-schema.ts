import { addIssue, z } from '@marketplace/contracts/zod';
import { servicePriceSchema } from '@marketplace/contracts';
import { minorToInput, parseMajorAmount } from '../../../lib/major-amount';

/**
 * A price as the admin types it, in the market currency's major units ("45.50"), sent as the
 * contract's integer minor units (4550), by the digits (never through a float).
 */
export const priceFormSchema = (currency: string) =>
  z.object({
    price: z.pipe(z.pipe(z.string().check(z.maxLength(20, 'That amount is too long')), z.transform((text, context) => {
        const minor = parseMajorAmount(text, currency);
        if (minor !== null) return minor;
        addIssue(context, `Enter an amount such as ${minorToInput(4550, currency)}`);
        return z.NEVER;
      })), servicePriceSchema.shape.priceMinor),
    active: z.boolean(),
  });

export type PriceFormInput = z.input<ReturnType<typeof priceFormSchema>>;
export type PriceFormOutput = z.output<ReturnType<typeof priceFormSchema>>;

export const priceFormValues = (priceMinor: number | null, active: boolean, currency: string): PriceFormInput => ({ price: priceMinor === null ? '' : minorToInput(priceMinor, currency), active });

/** The body: `{ priceMinor, active }`. */
export const toPriceBody = (values: PriceFormOutput) => ({ priceMinor: values.price, active: values.active });
