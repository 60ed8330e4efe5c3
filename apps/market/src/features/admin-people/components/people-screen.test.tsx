import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AdminUserSummary } from '@marketplace/contracts';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { PeopleScreen } from './people-screen';

const person = (n: number): AdminUserSummary => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  name: `Person ${n}`,
  email: `person${n}@example.com`,
  roles: n === 1 ? ['customer', 'manager'] : ['customer'],
  managedMarketIds: n === 1 ? ['nyc'] : [],
  providerId: null,
  createdAt: '2031-01-01T00:00:00.000Z',
  disabledAt: n === 2 ? '2031-02-01T00:00:00.000Z' : null,
});
const queries = () => callsTo('adminUsers.list').map((call) => call.query);

beforeEach(() => {
  fakeApi({
    'adminUsers.list': ({ query }) => {
      const items = query.q ? [person(1)] : Array.from({ length: 25 }, (_, i) => person(i + 1));
      return { items, page: Number(query.page), pageSize: 25, total: query.q ? 1 : 60 };
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/admin/people']}>
        <PeopleScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
});

describe('PeopleScreen', () => {
  it('lists people a page at a time with their roles and state, emails masked for replays', async () => {
    expect(await screen.findByText('60 people')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Person 1' })).toHaveAttribute('href', `/admin/people/${person(1).id}`);
    expect(screen.getByText('person1@example.com')).toHaveAttribute('data-personal');
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries().at(-1)).toEqual({ page: '2' }));
  });

  it('searches by name or email from the keyboard', async () => {
    await screen.findByText('60 people');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name or email' }), 'person1{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 person matches “person1”'));
    expect(queries().at(-1)).toEqual({ q: 'person1', page: '1' });
  });
});
