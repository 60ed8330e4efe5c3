import { Component, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { NotFoundError } from '@marketplace/error-reporting';
import { queryKeys } from '../query-keys';
import { QueryScreen } from './query-screen';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error) return <p>Boundary caught {error instanceof NotFoundError ? `not found: ${error.message}` : error.message}</p>;
    return this.props.children;
  }
}

function Job({ load }: { load: () => Promise<{ title: string }> }) {
  const query = useQuery({ queryKey: queryKeys.jobs.detail('j1'), queryFn: load, retry: false });
  return (
    <QueryScreen query={query} loading="Loading your job…" failed="We could not load this job" notFound='No job "j1"'>
      {(job) => <h1>{job.title}</h1>}
    </QueryScreen>
  );
}

function renderJob(load: () => Promise<{ title: string }>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Boundary>
        <Job load={load} />
      </Boundary>
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('QueryScreen', () => {
  it('shows the skeleton with its label while the first load runs, then the page', async () => {
    renderJob(() => Promise.resolve({ title: 'Home cleaning' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your job…');
    expect(await screen.findByRole('heading', { name: 'Home cleaning' })).toBeInTheDocument();
  });

  it('throws the not-found screen to the boundary when the API answers 404', async () => {
    renderJob(() => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Not found')));
    expect(await screen.findByText('Boundary caught not found: No job "j1"')).toBeInTheDocument();
  });

  it('shows any other failure with the API’s message and loads again on "Try again"', async () => {
    const load = jest
      .fn<Promise<{ title: string }>, []>()
      .mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', 'The service is busy.'))
      .mockResolvedValueOnce({ title: 'Home cleaning' });
    renderJob(load);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this job');
    expect(alert).toHaveTextContent('The service is busy.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home cleaning' })).toBeInTheDocument();
  });
});
