import { createRemotes } from './remotes';
import { RemoteUnavailableError, type LoadedRemote, type RemoteLoader } from './remote-loader';

const booking = { module: { mounts: {} }, assetBaseUrl: 'http://localhost:3001/', release: 'booking@1' } as unknown as LoadedRemote;

function fakeLoader(): RemoteLoader & { load: jest.Mock; retry: jest.Mock } {
  return { load: jest.fn(async () => booking), retry: jest.fn() };
}

describe('createRemotes', () => {
  it('starts the federation runtime once, on the first load or when prepared, not before', async () => {
    const loader = fakeLoader();
    const start = jest.fn(async () => loader);
    const remotes = createRemotes(start);
    expect(start).not.toHaveBeenCalled();
    remotes.prepare();
    await expect(remotes.load('booking')).resolves.toBe(booking);
    await remotes.load('market');
    expect(start).toHaveBeenCalledTimes(1);
    expect(loader.load.mock.calls).toEqual([['booking'], ['market']]);
  });

  it('gives every caller the same promise for a remote, as React’s use() needs', () => {
    const remotes = createRemotes(async () => fakeLoader());
    expect(remotes.load('booking')).toBe(remotes.load('booking'));
  });

  it('reports a runtime that cannot be fetched as the remote being unavailable, and fetches it again on retry', async () => {
    const loader = fakeLoader();
    const start = jest.fn<Promise<RemoteLoader>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(loader);
    const remotes = createRemotes(start);
    const failure = await remotes.load('booking').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ remote: 'booking', failure: 'entry' });
    // Until the visitor asks to retry, the failure stays.
    await expect(remotes.load('booking')).rejects.toBe(failure);
    remotes.retry('booking');
    await expect(remotes.load('booking')).resolves.toBe(booking);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("passes a retry on to the loader, before the next load, and keeps a load that is still going", async () => {
    const loader = fakeLoader();
    loader.load.mockRejectedValueOnce(new RemoteUnavailableError('market', 'manifest', 'down')).mockResolvedValue(booking);
    const remotes = createRemotes(async () => loader);
    const first = remotes.load('market');
    remotes.retry('market'); // still loading: nothing to forget
    expect(remotes.load('market')).toBe(first);
    await expect(first).rejects.toThrow('down');
    remotes.retry('market');
    await expect(remotes.load('market')).resolves.toBe(booking);
    expect(loader.retry).toHaveBeenCalledWith('market');
    expect(loader.retry.mock.invocationCallOrder[0]).toBeLessThan(loader.load.mock.invocationCallOrder[1] as number);
  });
});
