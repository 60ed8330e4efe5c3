import { addIntegration, captureException, init, makeFetchTransport, makeMultiplexedTransport, withScope } from '@sentry/react';
import { capture, initSdk, loadReplay } from './sdk';
import { registry } from './state';

const scope = { setTag: jest.fn() };
jest.mock('@sentry/react', () => ({
  init: jest.fn(),
  addIntegration: jest.fn(),
  captureException: jest.fn(),
  withScope: jest.fn((callback: (s: unknown) => void) => callback(scope)),
  reactRouterBrowserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
  moduleMetadataIntegration: jest.fn(() => ({ name: 'ModuleMetadata' })),
  makeFetchTransport: jest.fn(),
  makeMultiplexedTransport: jest.fn((_create: unknown, matcher: unknown) => ({ name: 'Multiplexed', matcher })),
  wrapUseRoutes: jest.fn(() => () => null),
}));
jest.mock('./replay', () => ({ replayIntegration: jest.fn((options: unknown) => ({ name: 'Replay', options })) }));

beforeEach(() => jest.clearAllMocks());

describe('initSdk', () => {
  it('initialises Sentry with the rates, targets and release of the specification', () => {
    registry.register({ name: 'shell', release: 'shell@1.2.3+abc' });
    initSdk({ dsn: 'https://key@o1.ingest.example/2', environment: 'staging', release: 'shell@1.2.3+abc' }, 'https://site.example');

    expect(init).toHaveBeenCalledTimes(1);
    const options = jest.mocked(init).mock.calls[0]?.[0];
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
    expect(options?.integrations).toEqual([{ name: 'BrowserTracing' }, { name: 'ModuleMetadata' }]);

    // beforeSend drops not-found errors and credits the rest to a micro-frontend.
    const beforeSend = options?.beforeSend as (event: object, hint: object) => unknown;
    expect(beforeSend({}, { originalException: { status: 404 } })).toBeNull();
    expect(beforeSend({ tags: {} }, { originalException: new Error('x') })).toMatchObject({ tags: { mfe: 'shell' }, release: 'shell@1.2.3+abc' });
  });
});

describe('per-team projects', () => {
  it("route an error thrown in a remote's code to the remote's DSN, everything else to the shell's", () => {
    registry.register({ name: 'booking', release: 'booking@2.0.0+def' });
    const remoteDsns = { booking: 'https://booking@o1.ingest.example/3' };
    initSdk({ dsn: 'https://key@o1.ingest.example/2', release: 'shell@1', remoteDsns }, 'https://site.example');
    const options = jest.mocked(init).mock.calls[0]![0]!;
    expect(makeMultiplexedTransport).toHaveBeenCalledWith(makeFetchTransport, expect.any(Function));
    const { matcher } = options.transport as unknown as { matcher: (args: { getEvent(): object }) => unknown };
    const beforeSend = options.beforeSend as (event: object, hint: object) => object;
    const frames = [{ filename: 'https://booking.example/page.js', module_metadata: { mfe: 'booking' } }];
    const thrownInBooking = beforeSend({ exception: { values: [{ stacktrace: { frames } }] } }, { originalException: new Error('x') });
    expect(matcher({ getEvent: () => thrownInBooking })).toEqual([{ dsn: remoteDsns.booking, release: 'booking@2.0.0+def' }]);
    const loadFailure = beforeSend({ tags: { mfe: 'booking' } }, { originalException: new Error('x') });
    expect(matcher({ getEvent: () => loadFailure })).toEqual([]);
  });
});

describe('unsubscribe tokens', () => {
  it('never leave the page in an event, a breadcrumb, a span or a replay', () => {
    initSdk({ dsn: 'https://key@o1.ingest.example/2', release: 'shell@1' }, 'https://site.example');
    const options = jest.mocked(init).mock.calls[0]![0]! as unknown as Record<string, (value: Record<string, unknown>, hint?: object) => Record<string, unknown>>;
    const url = 'https://site.example/api/notifications/unsubscribe?token=1.secret.sig';
    const event = options.beforeSend!({ request: { url } }, { originalException: new Error('x') });
    const breadcrumb = options.beforeBreadcrumb!({ category: 'fetch', data: { url } });
    const span = options.beforeSendSpan!({ name: `GET ${url}`, attributes: { 'url.full': url } });
    expect(JSON.stringify([event, breadcrumb, span])).not.toContain('secret');
    expect(JSON.stringify([event, breadcrumb, span])).toContain('token=[redacted]');
  });
});

describe('capture', () => {
  it('sends a caught error with its micro-frontend and tags', () => {
    const error = new Error('payment widget failed');
    capture({ error, context: { mfe: 'booking', tags: { area: 'checkout' } }, handled: true });
    expect(withScope).toHaveBeenCalledTimes(1);
    expect(scope.setTag).toHaveBeenCalledWith('mfe', 'booking');
    expect(scope.setTag).toHaveBeenCalledWith('area', 'checkout');
    expect(captureException).toHaveBeenCalledWith(error, undefined);
  });

  it('sends an uncaught error held from before the start as unhandled, like the global handlers do', () => {
    const reason = new Error('rejected while loading');
    capture({ error: reason, context: {}, handled: false, source: 'onunhandledrejection' });
    expect(scope.setTag).not.toHaveBeenCalled();
    expect(captureException).toHaveBeenCalledWith(reason, {
      mechanism: { handled: false, type: 'auto.browser.global_handlers.onunhandledrejection' },
    });
  });
});

describe('loadReplay', () => {
  it('adds session replay with text visible, inputs and personal data masked', async () => {
    await loadReplay();
    expect(addIntegration).toHaveBeenCalledWith({ name: 'Replay', options: { maskAllText: false, maskAllInputs: true, mask: ['[data-personal]'], beforeAddRecordingEvent: expect.any(Function) } });
  });
});
