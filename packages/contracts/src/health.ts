import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Ready when the API and its database answer',
    tags: ['operations'],
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  }),
};
