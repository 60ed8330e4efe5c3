import { AppError } from '../../http/app-error';
import { createHashGate } from './password-hash-gate';

/** A task the test finishes by hand: no timers, nothing slept. */
function deferred() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the password hashing gate', () => {
  it('runs at most `concurrency` at once; the next waits in the queue and starts when one ends', async () => {
    const gate = createHashGate({ concurrency: 2, queue: 1 });
    const tasks = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = tasks.map((task, index) =>
      gate.run(async () => {
        started.push(index);
        await task.promise;
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.finish();
    tasks[2]!.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses what the queue cannot hold: 503 with Retry-After, never a pile-up', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 1 });
    const task = deferred();
    const first = gate.run(() => task.promise);
    const second = gate.run(() => Promise.resolve());
    const third = gate.run(() => Promise.resolve());
    await expect(third).rejects.toMatchObject({ status: 503, code: 'API_UNAVAILABLE', details: { retryAfterSeconds: expect.any(Number) } });
    await expect(third).rejects.toBeInstanceOf(AppError);
    task.finish();
    await Promise.all([first, second]);
    await expect(gate.run(() => Promise.resolve('again'))).resolves.toBe('again');
  });

  it('frees the place of a task that failed', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 0 });
    const task = deferred();
    const failing = gate.run(() => task.promise);
    task.fail(new Error('argon2 broke'));
    await expect(failing).rejects.toThrow('argon2 broke');
    await expect(gate.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
