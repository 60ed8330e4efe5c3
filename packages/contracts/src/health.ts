import { z } from './zod';
import { routes } from './routes';
import { endpoint } from './endpoint';

export const healthEndpoints = {
  health: endpoint({
    ...routes['health.health'],
    access: 'public',
    summary: 'Ready when the API and its database answer',
    tags: ['operations'],
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  }),
};
