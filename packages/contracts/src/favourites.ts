import { z } from './zod';
import { marketIdViewSchema, uuidSchema } from './common';
import { routes } from './routes';
import { endpoint, noContent } from './endpoint';
import { providerParamsSchema, ratingSchema } from './providers';

/** How many providers one person may keep as favourites (docs/repeat-business.md). */
export const MAX_FAVOURITES = 200;

/**
 * A favourite provider as a card shows them: public data only (what their profile shows), and
 * the markets where they can be booked now.
 */
export const favouriteProviderSchema = z.object({
  id: uuidSchema,
  displayName: z.string().check(z.maxLength(100)),
  pictureUrl: z.nullable(z.string().check(z.maxLength(500))),
  rating: ratingSchema,
  markets: z.array(z.object({ id: marketIdViewSchema, name: z.string().check(z.maxLength(100)) })).check(z.maxLength(50)),
});
export type FavouriteProvider = z.infer<typeof favouriteProviderSchema>;

export const favouritesSchema = z.object({ providers: z.array(favouriteProviderSchema).check(z.maxLength(MAX_FAVOURITES)) });
export type Favourites = z.infer<typeof favouritesSchema>;

/** docs/repeat-business.md: any logged-in person keeps their own list; no endpoint names anyone else's. */
export const favouriteEndpoints = {
  list: endpoint({
    ...routes['favourites.list'],
    access: 'authenticated',
    summary: "The caller's favourite providers, most recently added first",
    tags: ['favourites'],
    response: favouritesSchema,
  }),
  add: endpoint({
    ...routes['favourites.add'],
    access: 'authenticated',
    summary: 'Keep a provider as a favourite (adding one already kept changes nothing)',
    tags: ['favourites'],
    params: providerParamsSchema,
    response: noContent,
    status: 204,
  }),
  remove: endpoint({
    ...routes['favourites.remove'],
    access: 'authenticated',
    summary: 'Drop a provider from the favourites (removing one not kept changes nothing)',
    tags: ['favourites'],
    params: providerParamsSchema,
    response: noContent,
    status: 204,
  }),
};
