import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { lazyWithRetry } from './lazy-with-retry';

const Page = () => <h1>Loaded page</h1>;

describe('lazyWithRetry', () => {
  it('tries a failed chunk download again before giving up', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 42 failed'))
      .mockResolvedValue({ default: Page });
    const LazyPage = lazyWithRetry(load, [1]);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets the error reach the boundary once its retries are used up', async () => {
    const load = jest.fn(async (): Promise<{ default: typeof Page }> => {
      throw new Error('ChunkLoadError: Loading chunk 42 failed');
    });
    const LazyPage = lazyWithRetry(load, [1, 1]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallbackRender={({ error }) => <p>Failed: {(error as Error).message}</p>}>
        <Suspense fallback={<p>Loading</p>}>
          <LazyPage />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText(/Failed: ChunkLoadError/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
