/**
 * The demo accounts every new database gets (printed by `npm start`). They share one published
 * password: never use this seed for real data.
 */
export const DEMO_PASSWORD = 'handyhub-demo';

export interface DemoAccount {
  role: 'customer' | 'provider' | 'manager' | 'admin';
  email: string;
  name: string;
  /** What the account can do, for the start banner and the README. */
  can: string;
}

export const demoAccounts: DemoAccount[] = [
  { role: 'customer', email: 'customer@example.com', name: 'Jordan Miller', can: 'books jobs and sees their own' },
  { role: 'provider', email: 'provider@example.com', name: 'Maria Alvarez', can: 'a New York City provider: profile, hours, jobs' },
  { role: 'manager', email: 'manager@example.com', name: 'Sam Patel', can: 'manages the New York City market only' },
  { role: 'admin', email: 'admin@example.com', name: 'Robin Chen', can: 'every market' },
];

export function demoAccount(role: DemoAccount['role']): DemoAccount {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo ${role}.`);
  return account;
}
