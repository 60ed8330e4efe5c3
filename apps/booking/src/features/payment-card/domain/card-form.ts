import { testCardSchema } from '@marketplace/contracts';
import { preprocess, z } from '@marketplace/contracts/zod';

/** The card form's fields, named as the API names them, so its field errors land on them. */
export const cardFields = ['number', 'expMonth', 'expYear', 'cvc'] as const;

/**
 * The contract's card schema, taking the year as printed on most cards ("31" for 2031) as well
 * as in full. Everything else is the API's own rule, so the form and the API agree.
 */
export const cardFormSchema = z.extend(testCardSchema, {
  expYear: preprocess((value) => {
    const text = typeof value === 'string' ? value.trim() : value;
    return typeof text === 'string' && /^\d{2}$/.test(text) ? 2000 + Number(text) : text;
  }, testCardSchema.shape.expYear),
});

export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardFormOutput = z.output<typeof cardFormSchema>;

export const emptyCard: CardFormInput = { number: '', expMonth: '', expYear: '', cvc: '' };

/** The same card entered again gets the token it already has (a retry after a lost answer). */
export const cardKey = (card: CardFormOutput) => `${card.number}|${card.expMonth}|${card.expYear}|${card.cvc}`;
