import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './error-boundary';
import { reportError } from './report-error';

jest.mock('./report-error', () => ({ reportError: jest.fn() }));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

let failing = true;
function Page({ name }: { name: string }) {
  if (failing) throw new Error(`${name} crashed`);
  return <p>{name} works</p>;
}

function Site({ path, onReset }: { path: string; onReset?: () => void }) {
  return (
    <ErrorBoundary
      mfe="market"
      resetKeys={[path]}
      {...(onReset ? { onReset } : {})}
      fallback={({ error, resetErrorBoundary }) => (
        <button type="button" onClick={resetErrorBoundary}>
          {(error as Error).message}: retry
        </button>
      )}
    >
      <Page name={path} />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    failing = true;
  });

  it('shows the fallback and reports the error under its micro-frontend', () => {
    render(<Site path="/market/nyc" />);
    expect(screen.getByRole('button', { name: '/market/nyc crashed: retry' })).toBeInTheDocument();
    expect(jest.mocked(reportError).mock.calls).toEqual([[new Error('/market/nyc crashed'), { mfe: 'market' }]]);
  });

  it('renders the children again on retry, after onReset', async () => {
    const onReset = jest.fn(() => {
      failing = false;
    });
    render(<Site path="/market/nyc" onReset={onReset} />);
    await userEvent.click(screen.getByRole('button', { name: /retry/ }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText('/market/nyc works')).toBeInTheDocument();
  });

  it('clears the error when a reset key changes (another page)', () => {
    const onReset = jest.fn();
    const { rerender } = render(<Site path="/market/nyc" onReset={onReset} />);
    failing = false;
    act(() => rerender(<Site path="/market/berlin" onReset={onReset} />));
    expect(screen.getByText('/market/berlin works')).toBeInTheDocument();
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('keeps the error while the keys stay the same', () => {
    const { rerender } = render(<Site path="/market/nyc" />);
    failing = false;
    act(() => rerender(<Site path="/market/nyc" />));
    expect(screen.getByRole('button', { name: /retry/ })).toBeInTheDocument();
  });
});
