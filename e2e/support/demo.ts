/** The demo accounts the API seeds into a new database (apps/api/src/seed/demo-accounts.ts). */
export const demoPassword = 'handyhub-demo';
export const demo = {
  customer: 'customer@example.com',
  provider: 'provider@example.com',
  manager: 'manager@example.com',
  admin: 'admin@example.com',
} as const;
