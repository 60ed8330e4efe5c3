import { reportError } from './report-error';
import { startErrorReporting } from './start';

const mockSdkLoaded = jest.fn();
jest.mock('./sdk', () => {
  mockSdkLoaded();
  return { initSdk: jest.fn(), capture: jest.fn(), loadReplay: jest.fn() };
});

describe('startErrorReporting without a DSN', () => {
  it('never loads the SDK, sends nothing, and still logs every error to the console', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError(new Error('before start'));
    await startErrorReporting({ dsn: '', release: 'shell@1' });

    window.dispatchEvent(new ErrorEvent('error', { error: new Error('kaboom'), filename: 'http://localhost/main.js' }));
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(log).toHaveBeenCalledWith('[shell]', expect.objectContaining({ message: 'before start' }));
    expect(log).toHaveBeenCalledWith('[shell] Uncaught error:', expect.objectContaining({ message: 'kaboom' }));
    expect(mockSdkLoaded).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
