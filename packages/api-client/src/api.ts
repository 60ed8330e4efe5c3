import { createApiClient } from '@marketplace/contracts/client';

/** The one API client of the page: same-origin `/api`, through the shell's proxy. */
export const api = createApiClient();
