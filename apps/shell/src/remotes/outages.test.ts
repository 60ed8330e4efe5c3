import { remoteRecovered, shouldReportRemoteError } from './outages';
import { RemoteUnavailableError } from './remote-loader';

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
