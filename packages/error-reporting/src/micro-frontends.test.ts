import { MicroFrontendRegistry, type EventLike } from './micro-frontends';

function eventThrownIn(...filenames: string[]): EventLike {
  return { exception: { values: [{ stacktrace: { frames: filenames.map((filename) => ({ filename })) } }] } };
}

describe('MicroFrontendRegistry', () => {
  const shell = { name: 'shell', release: 'shell@1.0.0+abc', assetBaseUrl: 'http://localhost:3000/' };
  let registry: MicroFrontendRegistry;

  beforeEach(() => {
    registry = new MicroFrontendRegistry(shell);
    registry.register({ name: 'booking', release: 'booking@2.0.0+def', assetBaseUrl: 'http://localhost:3001/' });
    registry.register({ name: 'market', release: 'market@3.1.0+123', assetBaseUrl: 'http://localhost:3003/' });
  });

  it('credits the remote whose script threw, using the innermost frame', () => {
    const event = registry.attribute(
      eventThrownIn('http://localhost:3000/main.js', 'http://localhost:3003/src_pages.js', 'http://localhost:3001/page.js'),
    );
    expect(event.tags).toMatchObject({ mfe: 'booking', 'mfe.release': 'booking@2.0.0+def' });
    expect(event.release).toBe('booking@2.0.0+def');
  });

  it('skips shared-module frames served by the shell and finds the remote below them', () => {
    const event = registry.attribute(eventThrownIn('http://localhost:3003/dashboard.js', 'http://localhost:3000/react-dom.js'));
    expect(event.tags?.mfe).toBe('market');
  });

  it('credits the shell when no frame belongs to a remote', () => {
    const event = registry.attribute(eventThrownIn('http://localhost:3000/main.js'));
    expect(event).toMatchObject({ release: 'shell@1.0.0+abc', tags: { mfe: 'shell' } });
  });

  it('keeps an explicit tag with that micro-frontend release; the event keeps the release of the code that threw', () => {
    const event = registry.attribute({ tags: { mfe: 'market' }, ...eventThrownIn('http://localhost:3001/x.js') });
    expect(event).toMatchObject({ release: 'booking@2.0.0+def', tags: { mfe: 'market', 'mfe.release': 'market@3.1.0+123' }, extra: { 'mfe.code': 'booking' } });
  });

  it('keeps the tag of a remote that never loaded, with an unknown release, and leaves the event to the shell that reported it', () => {
    const event = registry.attribute({ tags: { mfe: 'provider' }, ...eventThrownIn('http://localhost:3000/main.js') });
    expect(event).toMatchObject({ release: 'shell@1.0.0+abc', tags: { mfe: 'provider', 'mfe.release': 'provider@unknown' }, extra: { 'mfe.code': 'shell' } });
  });

  it('does not confuse an origin with a longer one that starts the same', () => {
    registry.register({ name: 'provider', release: 'provider@1', assetBaseUrl: 'http://localhost:3002/' });
    const event = registry.attribute(eventThrownIn('http://localhost:30021/evil.js'));
    expect(event.tags?.mfe).toBe('shell');
  });

  it('knows a remote script by the metadata its build put in it, wherever it is served from', () => {
    const frames = [
      { filename: 'https://cdn.example/booking/2.0.0/page.js', module_metadata: { mfe: 'booking' } },
      { filename: 'http://localhost:3000/shared-ui.js' },
    ];
    const event = registry.attribute({ exception: { values: [{ stacktrace: { frames } }] }, extra: { kept: 1 } });
    expect(event).toMatchObject({ release: 'booking@2.0.0+def', tags: { mfe: 'booking' }, extra: { kept: 1, 'mfe.code': 'booking' } });
  });

  it('credits the metadata of a remote that never registered, with an unknown release', () => {
    const frames = [{ filename: 'https://cdn.example/provider/remoteEntry.js', module_metadata: { mfe: 'provider' } }];
    expect(registry.codeOwner({ exception: { values: [{ stacktrace: { frames } }] } })).toEqual({ name: 'provider', release: 'provider@unknown' });
  });

  it('looks at the error itself, not the causes listed before it', () => {
    const cause = { stacktrace: { frames: [{ filename: 'http://localhost:3001/remoteEntry.js', module_metadata: { mfe: 'booking' } }] } };
    const error = { stacktrace: { frames: [{ filename: 'http://localhost:3000/main.js' }] } };
    expect(registry.codeOwner({ exception: { values: [cause, error] } }).name).toBe('shell');
  });

  it('credits the host with the release it registered after start-up', () => {
    registry.register({ name: 'shell', release: 'shell@1.0.1+def' });
    expect(registry.attribute(eventThrownIn('http://localhost:3000/main.js')).release).toBe('shell@1.0.1+def');
  });

  it('updates a release when a remote is registered again after a redeploy', () => {
    registry.register({ name: 'booking', release: 'booking@2.0.1+fff' });
    expect(registry.get('booking')).toMatchObject({ release: 'booking@2.0.1+fff', assetBaseUrl: 'http://localhost:3001/' });
  });
});
