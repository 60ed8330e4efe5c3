import { init } from '@sentry/react';
import { initErrorReporting } from './init';

jest.mock('@sentry/react', () => ({ init: jest.fn(), addIntegration: jest.fn(), reactRouterBrowserTracingIntegration: jest.fn() }));

describe('initErrorReporting without a DSN', () => {
  it('sends nothing but still logs uncaught errors to the console', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    initErrorReporting({ dsn: '', release: 'shell@1' });
    expect(init).not.toHaveBeenCalled();

    window.dispatchEvent(new ErrorEvent('error', { error: new Error('kaboom'), filename: 'http://localhost/main.js' }));
    expect(log).toHaveBeenCalledWith('[shell] Uncaught error:', expect.objectContaining({ message: 'kaboom' }));
    log.mockRestore();
  });
});
