/* The public entry of problems: what the composition root and other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { problemRoutes } from './problems.routes';
export { problemsMessages } from './problems-messages';
