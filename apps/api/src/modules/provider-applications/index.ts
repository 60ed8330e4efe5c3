/* The public entry of provider-applications: what the composition root and other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { createTestIdentityVerifier } from './identity-verifier';
export type { IdentityVerifier } from './identity-verifier';
export { providerApplicationRoutes } from './provider-applications.routes';
