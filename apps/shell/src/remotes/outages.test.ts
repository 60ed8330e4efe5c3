import { reportError } from '@marketplace/error-reporting';
import { remoteRecovered, reportFallback, shouldReportRemoteError } from './outages';
import { RemoteUnavailableError } from './remote-loader';

jest.mock('@marketplace/error-reporting', () => ({ reportError: jest.fn() }));

describe('shouldReportRemoteError', () => {
  it('reports an outage once until the remote has recovered', () => {
    const down = () => new RemoteUnavailableError('provider', 'manifest', 'unreachable');
    expect(shouldReportRemoteError(down())).toBe(true);
    expect(shouldReportRemoteError(down())).toBe(false);
    expect(shouldReportRemoteError(new RemoteUnavailableError('market', 'entry', 'x'))).toBe(true);
    remoteRecovered('provider');
    expect(shouldReportRemoteError(down())).toBe(true);
  });

  it('always reports errors thrown while rendering a remote', () => {
    expect(shouldReportRemoteError(new TypeError('x is undefined'))).toBe(true);
    expect(shouldReportRemoteError(new TypeError('x is undefined'))).toBe(true);
  });
});

describe('reportFallback', () => {
  const loaded = { module: { release: 'booking@0.1.0+abc', mounts: {} }, assetBaseUrl: 'http://localhost:3001/releases/booking/v2/', version: 'v2', release: 'booking@v2' };
  const failedV3 = () => new RemoteUnavailableError('booking', 'entry', 'remoteEntry.js could not be loaded', { version: 'v3' });

  it('reports the failed version once per tab, with why and what was loaded instead', () => {
    const items = new Map<string, string>();
    const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
    reportFallback('booking', loaded, [failedV3()], storage);
    reportFallback('booking', loaded, [failedV3()], storage);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'The booking remote v3 is unavailable (entry): remoteEntry.js could not be loaded' }), {
      mfe: 'booking',
      tags: { 'remote.failure': 'entry', 'remote.version': 'v3', 'remote.fallback': 'v2' },
    });
  });
});
