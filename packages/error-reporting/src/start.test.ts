import { NotFoundError } from './not-found';
import { reportError } from './report-error';
import { initSdk, capture, loadReplay } from './sdk';
import { startErrorReporting } from './start';
import { registry } from './state';

jest.mock('./sdk', () => ({ initSdk: jest.fn(), capture: jest.fn(), loadReplay: jest.fn(), routeReporter: jest.fn() }));

const config = { dsn: 'https://key@o1.ingest.example/2', environment: 'staging', release: 'shell@1.2.3+abc' };
const idle = () => new Promise((resolve) => setTimeout(resolve, 20));
const uncaught = (error: unknown) => window.dispatchEvent(new ErrorEvent('error', { error, filename: 'https://site.example/main.js' }));

describe('startErrorReporting with a DSN', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it('holds every error until the SDK has started after the page loaded, then sends each once with its context', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const caughtEarly = new Error('boundary caught it');
    reportError(caughtEarly, { mfe: 'booking', tags: { 'remote.failure': 'render' } }); // before the shell even started
    const started = startErrorReporting(config, 'https://site.example');
    const thrownEarly = new Error('thrown while hydrating');
    uncaught(thrownEarly);
    uncaught(new NotFoundError('no such job'));
    reportError(new NotFoundError('no such market'));
    await idle();

    // Logged at once, sent to nobody yet: the SDK waits for the page to load.
    expect(log).toHaveBeenCalledWith('[booking]', caughtEarly);
    expect(log).toHaveBeenCalledWith('[shell] Uncaught error:', thrownEarly);
    expect(initSdk).not.toHaveBeenCalled();
    expect(capture).not.toHaveBeenCalled();

    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await started;
    expect(initSdk).toHaveBeenCalledTimes(1);
    expect(initSdk).toHaveBeenCalledWith(config, 'https://site.example');
    expect(registry.get('shell')).toMatchObject({ release: 'shell@1.2.3+abc', assetBaseUrl: 'https://site.example/' });
    // The 404s were never held; the rest arrive once, in order, with their tags.
    expect(jest.mocked(capture).mock.calls).toEqual([
      [{ error: caughtEarly, context: { mfe: 'booking', tags: { 'remote.failure': 'render' } }, handled: true }],
      [{ error: thrownEarly, context: {}, handled: false, source: 'onerror' }],
    ]);

    // From now on a caught error goes straight out; an uncaught one is the SDK's own handlers' job.
    jest.mocked(capture).mockClear();
    const later = new Error('later');
    reportError(later, { mfe: 'market' });
    uncaught(new Error('uncaught later'));
    expect(jest.mocked(capture).mock.calls).toEqual([[{ error: later, context: { mfe: 'market' }, handled: true }]]);
    expect(log).toHaveBeenCalledWith('[shell] Uncaught error:', expect.objectContaining({ message: 'uncaught later' }));

    // Session replay comes after, at the next quiet moment.
    await idle();
    expect(loadReplay).toHaveBeenCalledTimes(1);

    expect(() => startErrorReporting(config)).toThrow(/called twice/);
  });
});
