/* The public entry of account: what the composition root and other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { accountRoutes } from './account.routes';
