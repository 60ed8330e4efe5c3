import { authEndpoints } from './auth';
import { healthEndpoints } from './health';
import { marketEndpoints } from './markets';
import { providerEndpoints } from './providers';
import { waitlistEndpoints } from './waitlist';

export * from './auth';
export * from './client';
export * from './common';
export * from './endpoint';
export * from './errors';
export * from './health';
export * from './markets';
export * from './providers';
export * from './waitlist';

/** Every endpoint of the API: the server registers exactly these, the OpenAPI document lists them. */
export const apiEndpoints = {
  health: healthEndpoints,
  auth: authEndpoints,
  markets: marketEndpoints,
  providers: providerEndpoints,
  waitlist: waitlistEndpoints,
};
