/* The public entry of admin-catalogue: what the composition root and other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { adminCatalogueRoutes } from './admin-catalogue.routes';
