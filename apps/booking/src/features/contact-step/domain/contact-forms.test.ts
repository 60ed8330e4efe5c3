import type { SessionUser } from '@marketplace/contracts';
import { contactDefaults, newCustomerSchema } from './contact-forms';
import { englishIssueMessage } from '@marketplace/contracts/messages';

const user: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  name: 'Ana Ruiz',
  phone: null,
  roles: ['customer'],
  managedMarketIds: [],
  providerId: null,
  language: null,
};

describe('contact forms', () => {
  it('start from the draft, else from the account', () => {
    const contact = { name: 'Bo', email: 'bo@example.com', phone: '555 0100' };
    expect(contactDefaults(contact, user)).toBe(contact);
    expect(contactDefaults(undefined, user)).toEqual({ name: 'Ana Ruiz', email: 'ana@example.com', phone: '' });
    expect(contactDefaults(undefined, null)).toEqual({ name: '', email: '', phone: '' });
  });

  it('ask a new customer for a long enough password', () => {
    const result = newCustomerSchema.safeParse({ name: 'Ana', email: 'ANA@example.com', phone: '+1 212 555 0100', password: 'short' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), englishIssueMessage(issue.message)])).toEqual([['password', 'Use at least 12 characters']]);
  });
});
