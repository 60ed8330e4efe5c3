/* The public entry of favourites: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { favouriteRoutes } from './favourites.routes';
