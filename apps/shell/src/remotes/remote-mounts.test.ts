import { remoteForPath } from './remote-mounts';

describe('remoteForPath', () => {
  it.each([
    ['/book-now', 'booking'],
    ['/book-now/time-selection', 'booking'],
    ['/my-jobs', 'booking'],
    ['/job/5f1c', 'booking'],
    ['/provider', 'provider'],
    ['/provider/job/7', 'provider'],
    ['/provider-profile/ab12/edit', 'provider'],
    ['/market/nyc/dashboard?tab=jobs', 'market'],
  ])('sends %s to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/', '/login', '/terms', '/jobs', '/providers', '/marketplace'])('keeps %s in the shell', (path) => {
    expect(remoteForPath(path)).toBeUndefined();
  });
});
