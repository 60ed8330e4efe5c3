import { render, screen } from '@testing-library/react';
import { deliver } from './delivery';
import { ErrorBoundary } from './error-boundary';
import { NotFoundError } from './not-found';
import { reportError } from './report-error';

// Where a report goes next (sent, or held until the SDK has started) is delivery's business.
jest.mock('./delivery', () => ({ deliver: jest.fn() }));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('reportError', () => {
  it('logs to the console and reports with the micro-frontend and tags', () => {
    const error = new Error('payment widget failed');
    reportError(error, { mfe: 'booking', tags: { area: 'checkout' } });
    expect(consoleError).toHaveBeenCalledWith('[booking]', error);
    expect(jest.mocked(deliver).mock.calls).toEqual([[{ error, context: { mfe: 'booking', tags: { area: 'checkout' } }, handled: true }]]);
  });

  it('neither logs nor reports a not-found', () => {
    reportError(new NotFoundError('no such job'));
    expect(consoleError).not.toHaveBeenCalled();
    expect(deliver).not.toHaveBeenCalled();
  });
});

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  it('shows the fallback and reports the error once under its micro-frontend', () => {
    const error = new Error('render failed');
    render(
      <ErrorBoundary mfe="market" fallback={({ error: caught }) => <p>Fallback: {(caught as Error).message}</p>}>
        <Boom error={error} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fallback: render failed')).toBeInTheDocument();
    expect(jest.mocked(deliver).mock.calls).toEqual([[{ error, context: { mfe: 'market' }, handled: true }]]);
  });

  it('can be told not to report an error it shows', () => {
    render(
      <ErrorBoundary mfe="market" shouldReport={() => false} fallback={() => <p>Down</p>}>
        <Boom error={new Error('already reported')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Down')).toBeInTheDocument();
    expect(deliver).not.toHaveBeenCalled();
  });
});
