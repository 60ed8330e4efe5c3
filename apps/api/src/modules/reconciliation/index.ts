/* The public entry of reconciliation: what the composition root and other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { reconcile } from './reconcile';
