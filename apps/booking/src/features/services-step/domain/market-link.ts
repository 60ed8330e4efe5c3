import { marketIdSchema } from '@marketplace/contracts';

/** `?market=` from a market page's Book now link, if it is a market id at all. */
export const isMarketId = (value: string) => marketIdSchema.safeParse(value).success;
