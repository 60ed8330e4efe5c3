// A person's favourite providers (docs/repeat-business.md): the list, its changes, and the
// toggle the provider's profile and the customer's job page show. Its own entry, so a visitor's
// first page never loads it.
export { FavouriteToggle, type FavouriteToggleProps } from './favourite-toggle';
export { type FavouriteChange, useChangeFavourite, useFavourites } from './use-favourites';
