import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { markStarted, type Sdk } from './delivery';
import { useTracedRoutes } from './routing';

let mounts = 0;
function JobPage() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <h1>Job</h1>;
}

function Site() {
  return useTracedRoutes([{ path: '/job/:id', element: <JobPage /> }]) ?? <p>No such page</p>;
}

describe('useTracedRoutes', () => {
  it('renders the routes at once, and adds the route reporter beside them when the SDK starts, without remounting the page', () => {
    const routeReporter = jest.fn((routes: unknown[]) => <i data-testid="reporter">{routes.length} routes</i>);
    render(
      <MemoryRouter initialEntries={['/job/42']}>
        <Site />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Job' })).toBeInTheDocument();
    expect(screen.queryByTestId('reporter')).toBeNull();

    act(() => markStarted({ routeReporter, capture: jest.fn() } as unknown as Sdk));
    expect(screen.getByTestId('reporter')).toHaveTextContent('1 routes');
    expect(mounts).toBe(1);
  });

  it('returns nothing for an address no route matches, so the caller can show its 404', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the router's "No routes matched"
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Site />
      </MemoryRouter>,
    );
    expect(screen.getByText('No such page')).toBeInTheDocument();
    warn.mockRestore();
  });
});
