import { addIntegration, init } from '@sentry/react';
import { initErrorReporting } from './init';
import { registry } from './state';

jest.mock('@sentry/react', () => ({
  init: jest.fn(),
  addIntegration: jest.fn(),
  reactRouterBrowserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
}));
jest.mock('./replay', () => ({ replayIntegration: jest.fn((options: unknown) => ({ name: 'Replay', options })) }));

const initMock = jest.mocked(init);

describe('initErrorReporting', () => {
  it('initialises Sentry once with the rates, targets and release of the specification', async () => {
    initErrorReporting({ dsn: 'https://key@o1.ingest.example/2', environment: 'staging', release: 'shell@1.2.3+abc' }, 'https://site.example');

    expect(initMock).toHaveBeenCalledTimes(1);
    const options = initMock.mock.calls[0]?.[0];
    expect(options).toMatchObject({
      dsn: 'https://key@o1.ingest.example/2',
      environment: 'staging',
      release: 'shell@1.2.3+abc',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.01,
      replaysOnErrorSampleRate: 0.25,
    });
    const targets = options?.tracePropagationTargets as RegExp[];
    expect(targets.some((target) => target.test('https://site.example/api/jobs'))).toBe(true);
    expect(targets.some((target) => target.test('https://cdn.example/x.js'))).toBe(false);
    expect(options?.integrations).toEqual([{ name: 'BrowserTracing' }]);
    expect(registry.get('shell')).toMatchObject({ release: 'shell@1.2.3+abc', assetBaseUrl: 'https://site.example/' });

    // Session replay arrives later, with text visible, inputs and personal data masked.
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(addIntegration).toHaveBeenCalledWith({ name: 'Replay', options: { maskAllText: false, maskAllInputs: true, mask: ['[data-personal]'] } });

    // beforeSend drops not-found errors and credits the rest to a micro-frontend.
    const beforeSend = options?.beforeSend as (event: object, hint: object) => unknown;
    expect(beforeSend({}, { originalException: { status: 404 } })).toBeNull();
    expect(beforeSend({ tags: {} }, { originalException: new Error('x') })).toMatchObject({ tags: { mfe: 'shell' }, release: 'shell@1.2.3+abc' });

    expect(() => initErrorReporting({ release: 'again' })).toThrow(/called twice/);
  });
});
