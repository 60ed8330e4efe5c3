import type * as Start from './start';
import type * as Report from './report-error';
import type * as Sdk from './sdk';

jest.mock('./sdk', () => ({ initSdk: jest.fn(), capture: jest.fn(), loadReplay: jest.fn(), routeReporter: jest.fn() }));

const config = { dsn: 'https://key@o1.ingest.example/2', environment: 'staging', release: 'shell@1.2.3+abc' };

/** A fresh copy of the package's modules (it starts once per page) and of the mocked SDK. */
function freshPage() {
  jest.resetModules();
  const start: typeof Start = jest.requireActual('./start');
  const report: typeof Report = jest.requireActual('./report-error');
  const sdk: typeof Sdk = jest.requireMock('./sdk');
  return { start, report, sdk };
}

/** Lets the idle callback (a timer in jsdom) and the dynamic import run. */
const settle = async () => {
  await jest.advanceTimersByTimeAsync(50);
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe('when the SDK is fetched', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('not with the page: only once the visitor engages with it', async () => {
    const { start, sdk } = freshPage();
    const started = start.startErrorReporting(config, 'https://site.example');
    await settle();
    await jest.advanceTimersByTimeAsync(start.UNPROMPTED_START_MS - 1_000);
    expect(sdk.initSdk).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointermove'));
    await settle();
    await started;
    expect(sdk.initSdk).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'])('on a %s', async (type) => {
    const { start, sdk } = freshPage();
    const started = start.startErrorReporting(config, 'https://site.example');
    await settle();
    window.dispatchEvent(new Event(type));
    await settle();
    await started;
    expect(sdk.initSdk).toHaveBeenCalledTimes(1);
  });

  it('as soon as an error is held, without waiting for the visitor', async () => {
    const { start, report, sdk } = freshPage();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = start.startErrorReporting(config, 'https://site.example');
    await settle();
    expect(sdk.initSdk).not.toHaveBeenCalled();

    const error = new Error('saving failed');
    report.reportError(error, { mfe: 'booking' });
    await settle();
    await started;
    expect(sdk.initSdk).toHaveBeenCalledTimes(1);
    expect(sdk.capture).toHaveBeenCalledWith({ error, context: { mfe: 'booking' }, handled: true });
    log.mockRestore();
  });

  it('for a visitor who only reads, once the page has been open a while', async () => {
    const { start, sdk } = freshPage();
    const started = start.startErrorReporting(config, 'https://site.example');
    await jest.advanceTimersByTimeAsync(start.UNPROMPTED_START_MS - 1);
    expect(sdk.initSdk).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    await started;
    expect(sdk.initSdk).toHaveBeenCalledTimes(1);
  });
});
