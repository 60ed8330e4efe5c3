/* The public entry of admin-users: what the composition root and other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { adminUserRoutes } from './admin-users.routes';
